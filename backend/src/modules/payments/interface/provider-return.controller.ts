import { Body, Controller, Post, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../../shared/http/access.decorators';
import { PROVIDER_RETURN_PATHS, providerReturnLocation } from '../infrastructure/provider-return';

/**
 * The provider may load the return pages by POST (a terminal setting, payments-tranzila.md). The
 * storefront answers GET only, so a posted return is sent on to the same page with its fields in the
 * query string (303: the browser then GETs it). Not part of the API document: an address of the shop.
 */
@ApiExcludeController()
@Public()
@Controller()
export class ProviderReturnController {
  @Post(PROVIDER_RETURN_PATHS)
  returnedByPost(@Req() req: Request, @Query() query: Record<string, unknown>, @Body() body: unknown, @Res() res: Response): void {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.redirect(303, providerReturnLocation(req.path, query, body));
  }
}
