import { Injectable } from '@nestjs/common';
import { DataSource, SelectQueryBuilder } from 'typeorm';
import { toAgorot } from 'shop-rules';
import { FeedProduct, FeedProducts } from '../application/feed-products.port';
import { ProductImageEntity } from './product-image.entity';
import { ProductTranslationEntity } from './product-translation.entity';
import { ProductVariantEntity } from './product-variant.entity';
import { ProductEntity } from './product.entity';

type Flag = boolean | number | string;
const yes = (value: Flag) => value === true || value === 1 || value === '1';

interface ProductRow {
  id: number;
  name: string;
  description: string | null;
  price: string | number;
  hasDiscount: Flag;
  discountPrice: string | number | null;
  stockQuantity: number | string;
  hasVariants: Flag;
  imageUrl: string | null;
}

/**
 * Four statements for the whole catalog (products, translations, active variants, gallery images),
 * each limited to products on sale by a join: a feed of 10,000 products costs the same four queries.
 */
@Injectable()
export class TypeormFeedProducts extends FeedProducts {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  /** The rows of one child table that belong to products on sale. */
  private ofProductsOnSale<T extends object>(entity: new () => T, alias: string): SelectQueryBuilder<T> {
    return this.dataSource
      .getRepository(entity)
      .createQueryBuilder(alias)
      .innerJoin(ProductEntity, 'p', `p.id = ${alias}.productId`)
      .where('p.isActive = :yes AND p.isVisible = :yes', { yes: true });
  }

  async onSale(): Promise<FeedProduct[]> {
    const [products, translations, variants, images] = await Promise.all([
      this.dataSource
        .getRepository(ProductEntity)
        .createQueryBuilder('p')
        .select([
          'p.id AS id',
          'p.name AS name',
          'p.description AS description',
          'p.price AS price',
          'p.hasDiscount AS hasDiscount',
          'p.discountPrice AS discountPrice',
          'p.stockQuantity AS stockQuantity',
          'p.hasVariants AS hasVariants',
          'p.imageUrl AS imageUrl',
        ])
        .where('p.isActive = :yes AND p.isVisible = :yes', { yes: true })
        .orderBy('p.id')
        .getRawMany<ProductRow>(),
      this.ofProductsOnSale(ProductTranslationEntity, 't')
        .select(['t.productId AS productId', 't.language AS language', 't.name AS name', 't.description AS description'])
        .getRawMany<{ productId: number; language: string; name: string; description: string | null }>(),
      this.ofProductsOnSale(ProductVariantEntity, 'v')
        .andWhere('v.isActive = :yes', { yes: true })
        .select([
          'v.productId AS productId',
          'v.id AS id',
          'v.sku AS sku',
          'v.size AS size',
          'v.color AS color',
          'v.stockQuantity AS stockQuantity',
          'v.priceModifier AS priceModifier',
        ])
        .orderBy('v.productId')
        .addOrderBy('v.id')
        .getRawMany<{
          productId: number;
          id: number;
          sku: string;
          size: string | null;
          color: string | null;
          stockQuantity: number | string;
          priceModifier: string | number | null;
        }>(),
      this.ofProductsOnSale(ProductImageEntity, 'i')
        .select(['i.productId AS productId', 'i.url AS url'])
        .orderBy('i.productId')
        .addOrderBy('i.isPrimary', 'DESC')
        .addOrderBy('i.sortOrder', 'ASC')
        .addOrderBy('i.id', 'ASC')
        .getRawMany<{ productId: number; url: string }>(),
    ]);

    const byId = new Map<number, FeedProduct>();
    for (const row of products) {
      const id = Number(row.id);
      byId.set(id, {
        id,
        name: row.name,
        description: row.description,
        translations: [],
        price: toAgorot(row.price),
        hasDiscount: yes(row.hasDiscount),
        discountPrice: toAgorot(row.discountPrice ?? 0),
        stockQuantity: Number(row.stockQuantity),
        hasVariants: yes(row.hasVariants),
        pictures: row.imageUrl?.trim() ? [row.imageUrl.trim()] : [],
        variants: [],
      });
    }
    for (const row of translations) {
      byId.get(Number(row.productId))?.translations.push({ language: row.language, name: row.name, description: row.description });
    }
    for (const row of variants) {
      byId.get(Number(row.productId))?.variants.push({
        id: Number(row.id),
        sku: row.sku,
        size: row.size,
        color: row.color,
        stockQuantity: Number(row.stockQuantity),
        priceModifier: toAgorot(row.priceModifier ?? 0),
      });
    }
    for (const row of images) {
      const product = byId.get(Number(row.productId));
      const url = row.url?.trim();
      if (product && url && !product.pictures.includes(url)) product.pictures.push(url);
    }
    return [...byId.values()];
  }
}
