import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AppConfig } from '../../../shared/config/app-config';
import { Public } from '../../../shared/http/access.decorators';
import { FeedSite, ProductFeedsUseCase } from '../application/product-feeds.use-case';
import { sendText } from './text-answer';

const XML = 'application/xml; charset=utf-8';
/**
 * Without the catalog cache (which replaces this with its own) a feed reader may keep a copy a minute:
 * a product change reaches the feed within that time.
 */
const CACHE_CONTROL = 'public, max-age=60, must-revalidate';

/**
 * The shopping feeds, at stable addresses at the shop's root (not part of the API document). They take
 * no input: a query string is ignored. Answers are kept by the public catalog cache until the shop changes.
 */
@ApiExcludeController()
@Controller('feeds')
export class ProductFeedsController {
  private readonly site: FeedSite;

  constructor(
    private readonly feeds: ProductFeedsUseCase,
    config: AppConfig,
  ) {
    this.site = { origin: new URL(config.publicUrl).origin, timeZone: config.shopTimeZone };
  }

  @Get('google-merchant.xml')
  @Public()
  async googleMerchant(@Req() req: Request, @Res() res: Response): Promise<void> {
    sendText(req, res, XML, await this.feeds.googleMerchant(this.site, 'he'), CACHE_CONTROL);
  }

  @Get('google-merchant-ru.xml')
  @Public()
  async googleMerchantRussian(@Req() req: Request, @Res() res: Response): Promise<void> {
    sendText(req, res, XML, await this.feeds.googleMerchant(this.site, 'ru'), CACHE_CONTROL);
  }

  @Get('zap.xml')
  @Public()
  async zap(@Req() req: Request, @Res() res: Response): Promise<void> {
    sendText(req, res, XML, await this.feeds.zap(this.site), CACHE_CONTROL);
  }
}
