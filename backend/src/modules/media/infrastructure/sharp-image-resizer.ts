import { Injectable } from '@nestjs/common';
import sharp from 'sharp';
import { ImageResizer } from '../application/image-resizer.port';

/** sharp (libvips): fast, little memory, the usual choice for this in Node. */
@Injectable()
export class SharpImageResizer extends ImageResizer {
  async toWebp(bytes: Buffer, width: number): Promise<Buffer> {
    return sharp(bytes, { failOn: 'error' })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 78, effort: 4 })
      .toBuffer();
  }
}
