import { ApiProperty, ApiPropertyOptions } from '@nestjs/swagger';

/** One resized WebP copy of a picture (made by the media context), for srcset; the shape of every answer that carries pictures (`/uploads/x-png-w640.webp 640w`). */
export class ImageCopyResponseDto {
  @ApiProperty({ example: 640 }) width: number;
  @ApiProperty({ example: '/uploads/ball-jpg-w640.webp' }) url: string;
}

export const IMAGE_COPIES_PROPERTY: ApiPropertyOptions = {
  type: [ImageCopyResponseDto],
  required: false,
  description: 'Resized WebP copies of the picture (320, 640 and 1280 px wide at most) for srcset; empty for outside addresses',
};
