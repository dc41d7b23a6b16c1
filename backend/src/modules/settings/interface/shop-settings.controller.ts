import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { toAgorot } from 'shop-rules';
import { AppConfig } from '../../../shared/config/app-config';
import { AdminOnly } from '../../../shared/http/access.decorators';
import { CurrentShopSettings } from '../application/current-shop-settings.use-case';
import { UpdateShopSettingsUseCase } from '../application/update-shop-settings.use-case';
import { ShopSettingsRequestDto } from './shop-settings.request.dto';
import { ShopSettingsResponseDto, toShopSettingsDto } from './shop-settings.response.dto';

/**
 * The back office's "Shop settings" screen (admins: the settings name the shop's alert addresses). The
 * clock other staff screens need is GET /api/shop-clock; the storefront reads GET /api/checkout-options.
 */
@ApiTags('shop settings')
@Controller('api/shop-settings')
export class ShopSettingsController {
  constructor(
    private readonly config: AppConfig,
    private readonly current: CurrentShopSettings,
    private readonly update: UpdateShopSettingsUseCase,
  ) {}

  @Get()
  @AdminOnly()
  @ApiOperation({ summary: "The shop's settings: time zone, delivery terms, installment rule, alert emails, low stock" })
  @ApiOkResponse({ type: ShopSettingsResponseDto })
  async get(): Promise<ShopSettingsResponseDto> {
    return { data: toShopSettingsDto(await this.current.execute(), this.config.shopTimeZone) };
  }

  @Put()
  @AdminOnly()
  @ApiOperation({
    summary: 'Change the delivery terms and the installment rule',
    description:
      'In force at once in this process and within SHOP_SETTINGS_CACHE_MS (default 5 s) in every other instance, without a restart. ' +
      'The time zone is a server setting (SHOP_TIME_ZONE) and is not changed here.',
  })
  @ApiOkResponse({ type: ShopSettingsResponseDto })
  @ApiBadRequestResponse({
    description: 'A field is invalid, named in errors (e.g. `installment_rule.1.max_payments`, `free_delivery_from`)',
  })
  async put(@Body() body: ShopSettingsRequestDto): Promise<ShopSettingsResponseDto> {
    const current = await this.current.execute();
    const saved = await this.update.execute({
      delivery: {
        courierEnabled: body.courier_enabled,
        courierFee: toAgorot(body.courier_fee),
        freeDeliveryFrom: body.free_delivery_from === null ? null : toAgorot(body.free_delivery_from),
      },
      installmentRule: body.installment_rule.map((step) => ({ from: toAgorot(step.from), maxPayments: step.max_payments })),
      alertEmails: body.alert_emails?.map((email) => email.trim()) ?? current.alertEmails,
      lowStockThreshold: body.low_stock_threshold ?? current.lowStockThreshold,
      publishReviewsAtOnce: body.publish_reviews_at_once,
    });
    return { data: toShopSettingsDto(saved, this.config.shopTimeZone) };
  }
}
