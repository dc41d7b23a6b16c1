import { Injectable } from '@nestjs/common';
import { CurrentShopSettings } from '../../settings/application/current-shop-settings.use-case';
import { ReviewSettings } from '../application/review-settings.port';

/** Reads "publish reviews at once" from the shop settings staff edit. */
@Injectable()
export class ShopReviewSettings extends ReviewSettings {
  constructor(private readonly settings: CurrentShopSettings) {
    super();
  }

  async publishAtOnce(): Promise<boolean> {
    return (await this.settings.execute()).publishReviewsAtOnce;
  }
}
