import { Injectable } from '@nestjs/common';
import { ProductsForSale } from '../../catalog/application/products-for-sale.port';
import { CatalogForOrdering } from '../application/catalog-for-ordering.port';
import type { OrderLanguage } from '../domain/order';
import type { OrderableProduct } from '../domain/order-lines';

/** Ordering's view of the catalog, answered by what the catalog publishes for sales. */
@Injectable()
export class CatalogProductsForOrdering extends CatalogForOrdering {
  constructor(private readonly products: ProductsForSale) {
    super();
  }

  findOrderable(productIds: number[], language: OrderLanguage): Promise<OrderableProduct[]> {
    return this.products.find(productIds, language);
  }

  findImages(productIds: number[]): Promise<Map<number, string | null>> {
    return this.products.pictures(productIds);
  }

  countProducts(): Promise<number> {
    return this.products.count();
  }
}
