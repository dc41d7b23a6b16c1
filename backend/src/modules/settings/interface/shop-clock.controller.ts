import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AppConfig } from '../../../shared/config/app-config';
import { StaffOnly } from '../../../shared/http/access.decorators';
import { ShopClockResponseDto } from './shop-settings.response.dto';

/** The shop's time zone for every staff screen's dates, without the rest of the settings (admins' only). */
@ApiTags('shop settings')
@Controller('api/shop-clock')
export class ShopClockController {
  constructor(private readonly config: AppConfig) {}

  @Get()
  @StaffOnly()
  @ApiOperation({ summary: "The shop's clock (staff): the time zone every date and time in the back office is shown in" })
  @ApiOkResponse({ type: ShopClockResponseDto })
  get(): ShopClockResponseDto {
    return { data: { time_zone: this.config.shopTimeZone } };
  }
}
