import { ApiProperty } from '@nestjs/swagger';

export class UploadedImageDto {
  @ApiProperty({ example: '/uploads/3f9c0a1b2c3d4e5f60718293a4b5c6d7.png' }) image_url: string;
  @ApiProperty({ example: '/uploads/3f9c0a1b2c3d4e5f60718293a4b5c6d7.png' }) url: string;
}

/** The same path under every name the back office has looked for it (`image_url`, `url`, `data.*`). */
export class UploadImageResponseDto {
  @ApiProperty({ example: '/uploads/3f9c0a1b2c3d4e5f60718293a4b5c6d7.png' }) image_url: string;
  @ApiProperty({ example: '/uploads/3f9c0a1b2c3d4e5f60718293a4b5c6d7.png' }) url: string;
  @ApiProperty({ type: UploadedImageDto }) data: UploadedImageDto;
}
