import { Logger, Module, OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../../shared/config/app-config';
import { ImageCopiesService } from './application/image-copies.service';
import { ImageResizer } from './application/image-resizer.port';
import { ImageStorage } from './application/image-storage.port';
import { OpenUploadedImageUseCase } from './application/open-uploaded-image.use-case';
import { UploadImageUseCase } from './application/upload-image.use-case';
import { CopyingImageStorage } from './infrastructure/copying-image.storage';
import { LocalFolderImageStorage } from './infrastructure/local-folder-image.storage';
import { MediaConfig } from './infrastructure/media.config';
import { imageStorageFor } from './infrastructure/s3-image.storage';
import { SharpImageResizer } from './infrastructure/sharp-image-resizer';
import { ImageUploadInterceptor } from './interface/image-upload.interceptor';
import { UploadController } from './interface/upload.controller';
import { UploadedImagesController } from './interface/uploaded-images.controller';

@Module({
  controllers: [UploadController, UploadedImagesController],
  providers: [
    { provide: ImageResizer, useClass: SharpImageResizer },
    {
      provide: ImageCopiesService,
      inject: [AppConfig, MediaConfig, ImageResizer],
      // Copies are written straight to the folder (not through the copying storage below).
      useFactory: (config: AppConfig, media: MediaConfig, resizer: ImageResizer) =>
        new ImageCopiesService(
          imageStorageFor(media.objectStore, () => new LocalFolderImageStorage(config)),
          resizer,
        ),
    },
    {
      provide: ImageStorage,
      inject: [AppConfig, MediaConfig, ImageCopiesService],
      // The data folder by default; an S3-compatible object store (IMAGE_STORAGE=s3) when several instances share pictures.
      useFactory: (config: AppConfig, media: MediaConfig, copies: ImageCopiesService) =>
        new CopyingImageStorage(
          imageStorageFor(media.objectStore, () => new LocalFolderImageStorage(config)),
          copies,
        ),
    },
    UploadImageUseCase,
    OpenUploadedImageUseCase,
    ImageUploadInterceptor,
  ],
  exports: [ImageStorage],
})
export class MediaModule implements OnApplicationBootstrap {
  constructor(private readonly copies: ImageCopiesService) {}

  /** Pictures stored without copies (before this release, or by the seed command) get them once, in the background. */
  onApplicationBootstrap(): void {
    const logger = new Logger('ImageCopies');
    setImmediate(() => {
      this.copies.makeMissing().then(
        (made) => made > 0 && logger.log(`Resized copies made for ${made} stored pictures`),
        (error: unknown) => logger.warn(`Resized copies not made: ${(error as Error).message}`),
      );
    });
  }
}
