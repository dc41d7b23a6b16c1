import { Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../shared/http/access.decorators';
import { OpenUploadedImageUseCase } from '../application/open-uploaded-image.use-case';

const BINARY = { schema: { type: 'string', format: 'binary' } };

@ApiTags('media')
@Controller('uploads')
export class UploadedImagesController {
  constructor(private readonly openImage: OpenUploadedImageUseCase) {}

  @Get(':name')
  @Public()
  @ApiOperation({ summary: 'A stored picture, with the Content-Type of its checked format' })
  @ApiParam({ name: 'name', example: 'demo-boxing-1.png' })
  @ApiOkResponse({
    description: 'The picture',
    content: { 'image/jpeg': BINARY, 'image/png': BINARY, 'image/webp': BINARY, 'image/gif': BINARY },
  })
  @ApiNotFoundResponse({ description: 'No picture by that name (also for names that are not ours, e.g. ../x)' })
  async serve(@Param('name') name: string, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const image = await this.openImage.execute({ name });
    // Set only once the picture is found: a 404 must not be cached for a year.
    // Stored names are unique and never rewritten, so browsers and CDNs may keep them for good.
    res.setHeader('Cache-Control', image.fallback ? 'public, max-age=300' : 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(image.stream, { type: image.mime, length: image.size });
  }
}
