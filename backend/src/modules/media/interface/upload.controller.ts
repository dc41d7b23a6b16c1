import { Controller, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { AdminOnly } from '../../../shared/http/access.decorators';
import { UploadImageUseCase } from '../application/upload-image.use-case';
import { IMAGE_FIELD, ImageUploadInterceptor } from './image-upload.interceptor';
import { UploadImageResponseDto } from './upload-image.response.dto';

/** What multer keeps of the uploaded part; the name and declared type are not trusted. */
interface ReceivedFile {
  buffer: Buffer;
}

@ApiTags('media')
@Controller('api/upload')
export class UploadController {
  constructor(private readonly uploadImage: UploadImageUseCase) {}

  @Post()
  @AdminOnly()
  @UseInterceptors(ImageUploadInterceptor)
  @ApiOperation({ summary: 'Upload a product, category or article picture (JPEG, PNG, WebP or GIF, checked by content)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: { type: 'object', required: [IMAGE_FIELD], properties: { [IMAGE_FIELD]: { type: 'string', format: 'binary' } } },
  })
  @ApiCreatedResponse({ type: UploadImageResponseDto, description: 'Stored; the path to keep in image_url' })
  @ApiBadRequestResponse({ description: 'No picture in the multipart field `image`' })
  @ApiPayloadTooLargeResponse({ description: 'Picture larger than the configured limit (5 MB by default); code IMAGE_TOO_LARGE' })
  @ApiUnsupportedMediaTypeResponse({ description: 'Not a JPEG, PNG, WebP or GIF picture (SVG is refused); code UNSUPPORTED_IMAGE_TYPE' })
  async upload(@UploadedFile() file: ReceivedFile | undefined): Promise<UploadImageResponseDto> {
    const image = await this.uploadImage.execute({ bytes: file?.buffer });
    return { image_url: image.url, url: image.url, data: { image_url: image.url, url: image.url } };
  }
}
