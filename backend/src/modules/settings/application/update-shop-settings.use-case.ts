import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared/domain/domain-error';
import { ShopSettingsValues, shopSettingsProblems } from '../domain/shop-settings';
import { CurrentShopSettings } from './current-shop-settings.use-case';
import type { ShopSettings } from './shop-settings.views';
import { ShopSettingsStore } from './shop-settings-store.port';
import { wholeSeconds } from '../../../shared/domain/whole-seconds';

/** Staff (admin) change the delivery terms and the installment rule; in force at once, without a restart. */
@Injectable()
export class UpdateShopSettingsUseCase {
  constructor(
    private readonly store: ShopSettingsStore,
    private readonly current: CurrentShopSettings,
  ) {}

  async execute(input: Omit<ShopSettingsValues, 'publishReviewsAtOnce'> & { publishReviewsAtOnce?: boolean }): Promise<ShopSettings> {
    // A client that does not know the reviews setting leaves it as it is.
    const values: ShopSettingsValues = {
      ...input,
      publishReviewsAtOnce: input.publishReviewsAtOnce ?? (await this.current.execute()).publishReviewsAtOnce,
    };
    const problems = shopSettingsProblems(values);
    if (problems.length > 0) {
      throw new DomainError(
        'INVALID_SHOP_SETTINGS',
        'invalid',
        `Invalid shop settings: ${problems.map((p) => p.message).join('; ')}`,
        problems,
      );
    }
    // Whole seconds: what MySQL's DATETIME keeps, so the answer matches later reads.
    const saved = await this.store.save(values, wholeSeconds(Date.now()));
    this.current.forget();
    return saved;
  }
}
