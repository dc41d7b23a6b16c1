import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { AppConfig } from '../../../shared/config/app-config';
import { StaffOnly } from '../../../shared/http/access.decorators';

export class ShopSettingsDto {
  @ApiProperty({ example: 'Asia/Jerusalem', description: "The shop's time zone (SHOP_TIME_ZONE): staff read every date and time in it" })
  time_zone: string;
}

export class ShopSettingsResponseDto {
  @ApiProperty({ type: ShopSettingsDto }) data: ShopSettingsDto;
}

/** The few server settings the back office shows by, so staff in any browser see the shop's own clock. */
@ApiTags('shop settings')
@Controller('api/shop-settings')
@StaffOnly()
export class ShopSettingsController {
  constructor(private readonly config: AppConfig) {}

  @Get()
  @ApiOperation({ summary: "The shop's settings the back office needs (staff)" })
  @ApiOkResponse({ type: ShopSettingsResponseDto })
  get(): ShopSettingsResponseDto {
    return { data: { time_zone: this.config.shopTimeZone } };
  }
}
