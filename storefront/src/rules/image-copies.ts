/**
 * The resized WebP copies the shop makes of its own pictures (backend media context,
 * domain/image-copies.ts): `/uploads/x.png` has `/uploads/x-png-w320.webp`, `-w640` and `-w1280`,
 * and the API answers list them (image_copies). The server answers a missing copy with the original.
 */
export const COPY_WIDTHS = [320, 640, 1280] as const;

const STORED = /^\/uploads\/([a-z0-9][a-z0-9-]*)\.(jpg|png|webp)$/;

/** srcset of a picture address, or undefined when it has no copies (outside addresses, GIFs, the default pictures). */
export function imageSrcSet(url: string): string | undefined {
  const match = STORED.exec(url);
  if (!match || /-(jpg|png|webp|gif)-w\d+$/.test(match[1])) return undefined;
  return COPY_WIDTHS.map((width) => `/uploads/${match[1]}-${match[2]}-w${width}.webp ${width}w`).join(', ');
}

/** How wide a picture shows: the full width of a phone up to its own width, then its own width. */
export function imageSizes(width: number): string {
  return `(max-width: ${width}px) 100vw, ${width}px`;
}
