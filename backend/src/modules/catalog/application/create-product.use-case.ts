import { Injectable } from '@nestjs/common';
import { productNotFound } from '../domain/catalog.errors';
import type { ProductInput, ProductRecord } from '../domain/product';
import { draftProduct } from '../domain/product-draft';
import { checkProductReferences } from './product-references.rules';
import { ProductQueries } from './product-queries.port';
import { ProductStore } from './product-store.port';
import { assignSlug } from './slug-assignment.rules';

export const PRODUCT_SLUG_MAX_LENGTH = 220;

@Injectable()
export class CreateProductUseCase {
  constructor(
    private readonly products: ProductStore,
    private readonly queries: ProductQueries,
  ) {}

  async execute(input: ProductInput): Promise<ProductRecord> {
    // A copied product arrives with its source's variant ids; a new product owns no variants yet.
    const fresh = { ...input, variants: input.variants?.map((variant) => ({ ...variant, id: null })) };
    const draft = draftProduct(fresh, { productId: null, now: new Date() });
    await checkProductReferences(this.products, draft, { productId: null, variantIds: [] });
    const slug = await assignSlug(this.products, {
      typed: draft.slug,
      name: draft.name,
      current: null,
      fallback: 'product',
      maxLength: PRODUCT_SLUG_MAX_LENGTH,
    });
    const id = await this.products.create({ ...draft, slug });
    const created = await this.queries.findById(id);
    if (!created) throw productNotFound();
    return created;
  }
}
