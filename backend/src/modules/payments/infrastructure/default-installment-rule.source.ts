import { Injectable } from '@nestjs/common';
import { DEFAULT_INSTALLMENT_RULE, InstallmentRule } from 'shop-rules';
import { InstallmentRuleSource } from '../application/installment-rule.port';

/**
 * The shop rules' default (up to ₪299.99: one payment; from ₪300: three; from ₪1,000: six), until
 * the shop settings answer the rule staff set there (bind InstallmentRuleSource to that reader).
 */
@Injectable()
export class DefaultInstallmentRuleSource extends InstallmentRuleSource {
  current(): Promise<InstallmentRule> {
    return Promise.resolve(DEFAULT_INSTALLMENT_RULE.map((step) => ({ ...step })));
  }
}
