import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../shared/config/app-config';
import { detectImageType } from '../domain/image-type';
import { imageMissing, imageTooLarge, unsupportedImageType } from '../domain/media.errors';
import { uploadPath } from '../domain/stored-image-name';
import { ImageStorage } from './image-storage.port';

export interface UploadedImage {
  name: string;
  /** `/uploads/<name>`, the value products, categories and articles keep. */
  url: string;
}

/** Stores a picture sent by staff, once its bytes prove it is one of the accepted formats. */
@Injectable()
export class UploadImageUseCase {
  constructor(
    private readonly storage: ImageStorage,
    private readonly config: AppConfig,
  ) {}

  async execute(input: { bytes: Buffer | undefined }): Promise<UploadedImage> {
    const { bytes } = input;
    if (!bytes || bytes.length === 0) throw imageMissing();
    if (bytes.length > this.config.uploadMaxBytes) throw imageTooLarge(this.config.uploadMaxBytes);
    const type = detectImageType(bytes);
    if (!type) throw unsupportedImageType();
    const name = await this.storage.save(bytes, type.extension);
    return { name, url: uploadPath(name) };
  }
}
