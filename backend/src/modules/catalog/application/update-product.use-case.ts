import { Injectable } from '@nestjs/common';
import { idMismatch, productNotFound } from '../domain/catalog.errors';
import type { ProductInput, ProductRecord } from '../domain/product';
import { draftProduct } from '../domain/product-draft';
import { PRODUCT_SLUG_MAX_LENGTH } from './create-product.use-case';
import { checkProductReferences } from './product-references.rules';
import { ProductQueries } from './product-queries.port';
import { ProductStore } from './product-store.port';
import { assignSlug } from './slug-assignment.rules';
import { StockWatchers } from './stock-watchers.port';

/** Replaces a product with what staff sent: its variants, images, translations and categories too. */
@Injectable()
export class UpdateProductUseCase {
  constructor(
    private readonly products: ProductStore,
    private readonly queries: ProductQueries,
    private readonly stockWatchers: StockWatchers,
  ) {}

  async execute(command: { id: number; bodyId?: number | null; input: ProductInput }): Promise<ProductRecord> {
    if (command.bodyId !== undefined && command.bodyId !== null && command.bodyId !== command.id) throw idMismatch();
    const current = await this.products.current(command.id);
    if (!current) throw productNotFound();
    const draft = draftProduct(command.input, { productId: command.id, now: new Date(), storedSkus: current.skus });
    await checkProductReferences(this.products, draft, { productId: command.id, variantIds: current.variantIds });
    const slug = await assignSlug(this.products, {
      typed: draft.slug,
      name: draft.name,
      current: { id: command.id, name: current.name, slug: current.slug },
      fallback: 'product',
      maxLength: PRODUCT_SLUG_MAX_LENGTH,
    });
    await this.products.replace(command.id, { ...draft, slug });
    // Staff may have put a sold-out product or size back on the shelf: its waiting shoppers hear now.
    this.stockWatchers.stockMayHaveReturned([command.id]);
    const updated = await this.queries.findById(command.id);
    if (!updated) throw productNotFound();
    return updated;
  }
}
