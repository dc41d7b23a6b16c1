/** Port: makes a resized WebP copy of a picture (sharp in MediaModule). */
export abstract class ImageResizer {
  /** WebP bytes at most `width` pixels wide (a narrower original keeps its width). */
  abstract toWebp(bytes: Buffer, width: number): Promise<Buffer>;
}
