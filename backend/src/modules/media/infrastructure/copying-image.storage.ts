import { ImageCopiesService } from '../application/image-copies.service';
import { ImageStorage, StoredImage } from '../application/image-storage.port';

/**
 * The storage the rest of the shop writes through: every picture saved (an upload, a demo picture)
 * gets its resized WebP copies at once, made from the bytes in hand.
 */
export class CopyingImageStorage extends ImageStorage {
  constructor(private readonly inner: ImageStorage, private readonly copies: ImageCopiesService) {
    super();
  }

  async save(bytes: Buffer, extension: string): Promise<string> {
    const name = await this.inner.save(bytes, extension);
    await this.copies.make(name, bytes);
    return name;
  }

  async saveAs(name: string, bytes: Buffer): Promise<void> {
    await this.inner.saveAs(name, bytes);
    await this.copies.make(name, bytes);
  }

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
