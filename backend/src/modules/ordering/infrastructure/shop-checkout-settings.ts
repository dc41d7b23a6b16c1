import { Injectable } from '@nestjs/common';
import type { DeliveryTerms, InstallmentRule } from 'shop-rules';
import { CurrentShopSettings } from '../../settings/application/current-shop-settings.use-case';
import { CheckoutSettings } from '../application/checkout-settings.port';

/** Ordering's port answered by the settings context. */
@Injectable()
export class ShopCheckoutSettings extends CheckoutSettings {
  constructor(private readonly settings: CurrentShopSettings) {
    super();
  }

  current(): Promise<{ delivery: DeliveryTerms; installmentRule: InstallmentRule }> {
    return this.settings.execute();
  }
}
