import { BadRequestException, CallHandler, ExecutionContext, Injectable, NestInterceptor, PayloadTooLargeException } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { memoryStorage } from 'multer';
import type { Observable } from 'rxjs';
import { AppConfig } from '../../../shared/config/app-config';
import { imageMissing, imageTooLarge } from '../domain/media.errors';

export const IMAGE_FIELD = 'image';

/**
 * Reads the multipart field `image` into memory (the bytes are checked before anything is
 * stored), stopping at the configured size. multer's own refusals become the media errors:
 * too large (413) and a file in another field (400 naming `image`).
 */
@Injectable()
export class ImageUploadInterceptor implements NestInterceptor {
  private readonly multer: NestInterceptor;

  constructor(private readonly config: AppConfig) {
    const Multer = FileInterceptor(IMAGE_FIELD, {
      storage: memoryStorage(),
      limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10, fieldSize: 64 * 1024 },
    });
    this.multer = new Multer();
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multer.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) throw imageTooLarge(this.config.uploadMaxBytes);
      if (error instanceof BadRequestException && /unexpected (file )?field/i.test(error.message)) throw imageMissing();
      throw error;
    }
  }
}
