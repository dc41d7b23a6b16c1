import { Injectable, Logger } from '@nestjs/common';
import { COPY_WIDTHS, copyName, hasCopies, isImageCopy } from '../domain/image-copies';
import { ImageResizer } from './image-resizer.port';
import { ImageStorage } from './image-storage.port';

/** Makes the resized WebP copies of a stored picture, at upload and for pictures stored before. */
@Injectable()
export class ImageCopiesService {
  private readonly logger = new Logger('ImageCopies');

  constructor(
    private readonly storage: ImageStorage,
    private readonly resizer: ImageResizer,
  ) {}

  /** A picture that cannot be decoded keeps only its original (the apps then fall back to it). */
  async make(name: string, bytes: Buffer): Promise<void> {
    if (!hasCopies(name)) return;
    try {
      for (const width of COPY_WIDTHS) await this.storage.saveAs(copyName(name, width)!, await this.resizer.toWebp(bytes, width));
    } catch (error) {
      this.logger.warn(`No resized copies of ${name}: ${(error as Error).message}`);
    }
  }

  /** Copies for every stored picture that lacks them (the demo pictures on first start, older uploads). */
  async makeMissing(): Promise<number> {
    const names = await this.storage.list();
    const present = new Set(names.filter(isImageCopy));
    let made = 0;
    for (const name of names) {
      if (!hasCopies(name) || COPY_WIDTHS.every((width) => present.has(copyName(name, width)!))) continue;
      const stored = await this.storage.read(name);
      if (!stored) continue;
      await this.make(name, stored);
      made += 1;
    }
    return made;
  }
}
