/**
 * Resized WebP copies of a stored picture, for srcset: `demo-boxing-1.png` has
 * `demo-boxing-1-png-w320.webp`, `-w640.webp` and `-w1280.webp` beside it (never wider than the
 * original; a smaller original's copy keeps its own width). The original is kept. A copy's name
 * says which original it came from, so a missing copy can be answered with the original.
 */
export const COPY_WIDTHS = [320, 640, 1280] as const;

const ORIGINAL = /^([a-z0-9][a-z0-9-]*)\.(jpg|png|webp|gif)$/;
const COPY = /^([a-z0-9][a-z0-9-]*)-(jpg|png|webp|gif)-w(\d+)\.webp$/;

export interface ImageCopy {
  width: number;
  url: string;
}

/** The copy of the original `name` at `width`, or null for a name that is itself a copy or not ours. */
export function copyName(name: string, width: number): string | null {
  if (COPY.test(name)) return null;
  const match = ORIGINAL.exec(name);
  return match ? `${match[1]}-${match[2]}-w${width}.webp` : null;
}

/** The original a copy was made from (`x-png-w640.webp` -> `x.png`), or null for any other name. */
export function originalOfCopy(name: string): string | null {
  const match = COPY.exec(name);
  return match && (COPY_WIDTHS as readonly number[]).includes(Number(match[3])) ? `${match[1]}.${match[2]}` : null;
}

export const isImageCopy = (name: string): boolean => COPY.test(name);

/** Animated GIFs keep their animation only in the original. */
export const hasCopies = (name: string): boolean => !name.endsWith('.gif') && copyName(name, COPY_WIDTHS[0]) !== null;

/**
 * The copies of a picture reference as API answers carry them: only pictures stored by the shop
 * (`/uploads/<name>` or a bare stored name); an outside address has none.
 */
export function imageCopiesOf(reference: string | null | undefined): ImageCopy[] {
  const value = reference?.trim() ?? '';
  const name = value.startsWith('/uploads/')
    ? value.slice('/uploads/'.length)
    : /^[a-z0-9][a-z0-9-]*\.[a-z]{3,4}$/.test(value)
      ? value
      : null;
  if (!name || !hasCopies(name)) return [];
  return COPY_WIDTHS.map((width) => ({ width, url: `/uploads/${copyName(name, width)}` }));
}
