import { createHash } from 'node:crypto';
import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AppConfig } from '../../../shared/config/app-config';
import { Public } from '../../../shared/http/access.decorators';
import { SitemapUseCase } from '../application/sitemap.use-case';

/** Short caching with a validator: a crawler asking again gets 304 until the catalog changes. */
function sendText(req: Request, res: Response, type: string, body: string): void {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  res.setHeader('Cache-Control', 'public, max-age=300, must-revalidate');
  res.setHeader('ETag', etag);
  res.type(type);
  const validators = req.headers['if-none-match'];
  if (validators && validators.split(',').some((v) => v.trim() === etag)) {
    res.status(304).end();
    return;
  }
  res.status(200).send(body);
}

/** For search engines, at the shop's root (not part of the API document). */
@ApiExcludeController()
@Controller()
export class SitemapController {
  private readonly origin: string;

  constructor(
    private readonly sitemaps: SitemapUseCase,
    config: AppConfig,
  ) {
    this.origin = new URL(config.publicUrl).origin;
  }

  @Get('sitemap.xml')
  @Public()
  async sitemap(@Req() req: Request, @Res() res: Response): Promise<void> {
    sendText(req, res, 'application/xml; charset=utf-8', await this.sitemaps.sitemap(this.origin));
  }

  @Get('sitemap-:part.xml')
  @Public()
  async part(@Param('part') part: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const body = /^\d+$/.test(part) ? await this.sitemaps.part(this.origin, Number(part)) : null;
    if (body === null) throw new NotFoundException('No such sitemap part');
    sendText(req, res, 'application/xml; charset=utf-8', body);
  }

  @Get('robots.txt')
  @Public()
  robots(@Req() req: Request, @Res() res: Response): void {
    sendText(req, res, 'text/plain; charset=utf-8', this.sitemaps.robots(this.origin));
  }
}
