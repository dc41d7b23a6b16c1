import { Module } from '@nestjs/common';
import { ImageStorage } from './application/image-storage.port';
import { OpenUploadedImageUseCase } from './application/open-uploaded-image.use-case';
import { UploadImageUseCase } from './application/upload-image.use-case';
import { LocalFolderImageStorage } from './infrastructure/local-folder-image.storage';
import { ImageUploadInterceptor } from './interface/image-upload.interceptor';
import { UploadController } from './interface/upload.controller';
import { UploadedImagesController } from './interface/uploaded-images.controller';

@Module({
  controllers: [UploadController, UploadedImagesController],
  providers: [
    { provide: ImageStorage, useClass: LocalFolderImageStorage },
    UploadImageUseCase,
    OpenUploadedImageUseCase,
    ImageUploadInterceptor,
  ],
  exports: [ImageStorage],
})
export class MediaModule {}
