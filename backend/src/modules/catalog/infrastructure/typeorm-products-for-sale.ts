import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { toAgorot } from 'shop-rules';
import { localize } from '../../../shared/localisation/language';
import type { Language } from '../../../shared/localisation/language';
import { ProductForSale, ProductsForSale } from '../application/products-for-sale.port';
import { ProductImageEntity } from './product-image.entity';
import { ProductEntity } from './product.entity';

/** The products a sale needs; units are taken through CatalogStock, in the order's own transaction. */
@Injectable()
export class TypeormProductsForSale extends ProductsForSale {
  constructor(@InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>) {
    super();
  }

  async find(productIds: readonly number[], language: Language): Promise<ProductForSale[]> {
    if (productIds.length === 0) return [];
    const rows = await this.products.find({ where: { id: In([...productIds]) }, relations: { translations: true, variants: true } });
    const images = await this.pictures(productIds);
    return rows.map((p) => ({
      id: p.id,
      name: localize(p.name, p.translations, language, 'name'),
      isActive: Boolean(p.isActive),
      isVisible: Boolean(p.isVisible),
      hasVariants: Boolean(p.hasVariants),
      price: toAgorot(p.price),
      hasDiscount: Boolean(p.hasDiscount),
      discountPrice: toAgorot(p.discountPrice ?? 0),
      stockQuantity: p.stockQuantity,
      imageUrl: images.get(p.id) ?? null,
      variants: p.variants.map((v) => ({
        id: v.id,
        sku: v.sku,
        size: v.size,
        color: v.color,
        material: v.material,
        isActive: Boolean(v.isActive),
        priceModifier: toAgorot(v.priceModifier ?? 0),
        stockQuantity: v.stockQuantity,
      })),
    }));
  }

  async pictures(productIds: readonly number[]): Promise<Map<number, string | null>> {
    const ids = [...new Set(productIds)];
    if (ids.length === 0) return new Map();
    // One statement: each product with its gallery, best image first.
    const rows = await this.products
      .createQueryBuilder('p')
      .leftJoin(ProductImageEntity, 'i', 'i.product_id = p.id')
      .select('p.id', 'id')
      .addSelect('p.image_url', 'image_url')
      .addSelect('i.url', 'gallery_url')
      .where('p.id IN (:...ids)', { ids })
      .orderBy('p.id')
      .addOrderBy('i.is_primary', 'DESC')
      .addOrderBy('i.sort_order', 'ASC')
      .addOrderBy('i.id', 'ASC')
      .getRawMany<{ id: number; image_url: string | null; gallery_url: string | null }>();
    const best = new Map<number, string | null>();
    for (const row of rows) {
      const id = Number(row.id);
      if (!best.has(id)) best.set(id, row.image_url || row.gallery_url || null);
    }
    return best;
  }

  count(): Promise<number> {
    return this.products.count();
  }
}
