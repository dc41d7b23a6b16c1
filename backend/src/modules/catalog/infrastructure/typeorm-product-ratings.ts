import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ProductRating, ProductRatings } from '../application/product-ratings.port';
import { ProductEntity } from './product.entity';
import { ShopperProductDocuments } from './shopper-product-documents';

const isMysql = (manager: EntityManager) => ['mysql', 'mariadb'].includes(manager.connection.options.type);

@Injectable()
export class TypeormProductRatings extends ProductRatings {
  constructor(private readonly documents: ShopperProductDocuments) {
    super();
  }

  async lockForRecount(manager: EntityManager, productId: number): Promise<boolean> {
    // The embedded database runs one transaction at a time: its lock is the transaction itself.
    const lock = isMysql(manager) ? ' FOR UPDATE' : '';
    const product: unknown[] = await manager.query(`SELECT id FROM products WHERE id = ?${lock}`, [productId]);
    return product.length > 0;
  }

  async setRating(manager: EntityManager, productId: number, rating: ProductRating): Promise<void> {
    await manager.update(ProductEntity, { id: productId }, { ratingAverage: rating.average, ratingCount: rating.count });
    await this.documents.refresh(manager, [productId]);
  }
}
