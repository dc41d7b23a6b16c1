/** The picture formats the shop accepts; anything else (SVG above all, which can carry script) is refused. */
export interface ImageType {
  readonly mime: string;
  readonly extension: string;
}

export const JPEG: ImageType = { mime: 'image/jpeg', extension: 'jpg' };
export const PNG: ImageType = { mime: 'image/png', extension: 'png' };
export const WEBP: ImageType = { mime: 'image/webp', extension: 'webp' };
export const GIF: ImageType = { mime: 'image/gif', extension: 'gif' };

export const IMAGE_TYPES: readonly ImageType[] = [JPEG, PNG, WEBP, GIF];

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/**
 * The type of a picture from its first bytes (its "magic number"). The file name and the type the
 * browser declared are not trusted: both are chosen by the sender.
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return GIF;
  // RIFF container, 4 length bytes, then WEBP and a VP8 / VP8L / VP8X chunk.
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBPVP8'), 8)) {
    const kind = bytes[15];
    if (kind === 0x20 || kind === 0x4c || kind === 0x58) return WEBP;
  }
  return null;
}

/** The type a stored picture is served as, from the extension it was stored under. */
export function imageTypeOfExtension(extension: string): ImageType | null {
  const wanted = extension.toLowerCase() === 'jpeg' ? 'jpg' : extension.toLowerCase();
  return IMAGE_TYPES.find((type) => type.extension === wanted) ?? null;
}
