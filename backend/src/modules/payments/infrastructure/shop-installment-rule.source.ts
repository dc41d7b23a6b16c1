import { Injectable } from '@nestjs/common';
import type { InstallmentRule } from 'shop-rules';
import { CurrentShopSettings } from '../../settings/application/current-shop-settings.use-case';
import { InstallmentRuleSource } from '../application/installment-rule.port';

/** The installment rule staff set in the shop settings (cached there a few seconds per process). */
@Injectable()
export class ShopInstallmentRuleSource extends InstallmentRuleSource {
  constructor(private readonly settings: CurrentShopSettings) {
    super();
  }

  async current(): Promise<InstallmentRule> {
    return (await this.settings.execute()).installmentRule;
  }
}
