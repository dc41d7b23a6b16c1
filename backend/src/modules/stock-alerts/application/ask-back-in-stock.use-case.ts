import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AlertLanguage, validAlertEmail, WHOLE_PRODUCT } from '../domain/back-in-stock';
import { invalidEmail, productNotOnSale, stillInStock, unknownVariant, variantRequired } from '../domain/stock-alerts.errors';
import { BackInStockStore } from './back-in-stock-store.port';

/**
 * A shopper leaves an address to hear once when a sold-out product or size returns. Asking again is
 * harmless (one request per address and item); an item in stock is refused (it can be ordered now).
 */
@Injectable()
export class AskBackInStockUseCase {
  constructor(private readonly store: BackInStockStore) {}

  async execute(input: { productId: number; variantId: number | null; email: string; language: AlertLanguage }): Promise<void> {
    const email = validAlertEmail(input.email);
    if (!email) throw invalidEmail();
    const variantId = input.variantId ?? WHOLE_PRODUCT;
    const stock = await this.store.stockOf(input.productId, variantId);
    if (!stock || !stock.onSale) throw productNotOnSale();
    if (stock.sellsVariants && variantId === WHOLE_PRODUCT) throw variantRequired();
    if (!stock.variantKnown) throw unknownVariant();
    if (stock.inStock) throw stillInStock();
    await this.store.request(
      { productId: input.productId, variantId, email, language: input.language, token: randomBytes(24).toString('base64url') },
      new Date(),
    );
  }
}
