import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../../shared/http/access.decorators';
import { CurrentShopSettings } from '../application/current-shop-settings.use-case';
import { SettingsConfig } from '../application/settings-config.port';
import { CheckoutOptionsResponseDto, toCheckoutOptions } from './shop-settings.response.dto';

/** The storefront's read of the delivery terms and the installment rule (the server still decides every amount). */
@ApiTags('shop settings')
@Controller('api/checkout-options')
export class CheckoutOptionsController {
  private readonly cacheControl: string;

  constructor(
    private readonly current: CurrentShopSettings,
    config: SettingsConfig,
  ) {
    this.cacheControl = `public, max-age=${Math.floor(config.shopSettingsCacheMs / 1000)}`;
  }

  @Get()
  @Public()
  @ApiOperation({
    summary: 'Delivery methods, the courier fee, the free-delivery threshold and the installment rule',
    description: 'Cacheable for as long as the server keeps settings (SHOP_SETTINGS_CACHE_MS, a few seconds).',
  })
  @ApiOkResponse({ type: CheckoutOptionsResponseDto })
  async get(@Res({ passthrough: true }) res: Response): Promise<CheckoutOptionsResponseDto> {
    res.setHeader('Cache-Control', this.cacheControl);
    return { data: toCheckoutOptions(await this.current.execute()) };
  }
}
