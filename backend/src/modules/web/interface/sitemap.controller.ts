import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AppConfig } from '../../../shared/config/app-config';
import { Public } from '../../../shared/http/access.decorators';
import { SitemapUseCase } from '../application/sitemap.use-case';
import { sendText as sendAnswer } from './text-answer';

/** Short caching with a validator: a crawler asking again gets 304 until the catalog changes. */
const CACHE_CONTROL = 'public, max-age=300, must-revalidate';
const sendText = (req: Request, res: Response, type: string, body: string) => sendAnswer(req, res, type, body, CACHE_CONTROL);

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
