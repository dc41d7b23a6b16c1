import { ImageCopiesService } from '../application/image-copies.service';
import { ImageStorage, StoredImage } from '../application/image-storage.port';

/**
 * The storage the rest of the shop writes through: every picture saved (an upload, a demo picture)
 * gets its resized WebP copies, made from the bytes in hand (an upload's before it is answered).
 */
export class CopyingImageStorage extends ImageStorage {
  constructor(
    private readonly inner: ImageStorage,
    private readonly copies: ImageCopiesService,
  ) {
    super();
  }

  async save(bytes: Buffer, extension: string): Promise<string> {
    const name = await this.inner.save(bytes, extension);
    await this.copies.make(name, bytes);
    return name;
  }

  /**
   * Pictures stored under a chosen name (the demo pictures, many at start) get their copies one after
   * another in the background, so the start is not held up; until then the original answers for a copy.
   */
  async saveAs(name: string, bytes: Buffer): Promise<void> {
    await this.inner.saveAs(name, bytes);
    this.queue = this.queue.then(() => this.copies.make(name, bytes));
  }

  private queue: Promise<void> = Promise.resolve();

  open(name: string): Promise<StoredImage | null> {
    return this.inner.open(name);
  }

  read(name: string): Promise<Buffer | null> {
    return this.inner.read(name);
  }

  list(): Promise<string[]> {
    return this.inner.list();
  }
}
