import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Repository } from 'typeorm';
import type { ImageRecord, ProductCategoryRecord, ProductRecord, VariantRecord } from '../domain/product';
import type { Translation } from '../domain/translations';
import { ProductImageEntity } from './product-image.entity';
import { ProductVariantEntity } from './product-variant.entity';
import type { ProductEntity } from './product.entity';
import { placeholders } from './sql-helpers';

interface TextRow {
  kind: 'translation' | 'category' | 'category_translation';
  product_id: number;
  category_id: number | null;
  sort_order: number | null;
  language: string | null;
  name: string;
  description: string | null;
  slug: string | null;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const toVariantRecord = (v: ProductVariantEntity): VariantRecord => ({
  id: v.id,
  productId: v.productId,
  sku: v.sku,
  size: v.size,
  color: v.color,
  material: v.material,
  stockQuantity: v.stockQuantity,
  priceModifier: v.priceModifier,
  isActive: v.isActive,
});

const toImageRecord = (i: ProductImageEntity): ImageRecord => ({ id: i.id, url: i.url, sortOrder: i.sortOrder, isPrimary: i.isPrimary });

/**
 * Completes a page of products with three batch statements, whatever the page size:
 * texts (translations, categories and their translated names in one UNION), variants, images.
 */
@Injectable()
export class ProductChildrenLoader {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(ProductVariantEntity) private readonly variants: Repository<ProductVariantEntity>,
    @InjectRepository(ProductImageEntity) private readonly images: Repository<ProductImageEntity>,
  ) {}

  async complete(products: readonly ProductEntity[], options: { onlyActiveCategories: boolean }): Promise<ProductRecord[]> {
    if (products.length === 0) return [];
    const ids = products.map((p) => p.id);
    const [texts, variants, images] = await Promise.all([
      this.textsOf(ids, options.onlyActiveCategories),
      this.variants.find({ where: { productId: In(ids) }, order: { id: 'ASC' } }),
      this.images.find({ where: { productId: In(ids) }, order: { sortOrder: 'ASC', id: 'ASC' } }),
    ]);
    const byProduct = <T extends { productId: number }>(rows: T[]) => {
      const map = new Map<number, T[]>();
      for (const row of rows) push(map, row.productId, row);
      return map;
    };
    const variantsOf = byProduct(variants);
    const imagesOf = byProduct(images);
    return products.map((p) => ({
      id: p.id,
      name: p.name,
      slug: p.slug,
      description: p.description,
      price: p.price,
      hasDiscount: p.hasDiscount,
      discountPrice: p.discountPrice,
      discountPercentage: p.discountPercentage,
      stockQuantity: p.stockQuantity,
      imageUrl: p.imageUrl,
      isRequired: p.isRequired,
      isActive: p.isActive,
      isVisible: p.isVisible,
      isRecommended: p.isRecommended,
      hasVariants: p.hasVariants,
      createdAt: p.createdAt,
      updatedAt: p.updatedAt,
      translations: texts.translations.get(p.id) ?? [],
      categories: texts.categories.get(p.id) ?? [],
      variants: (variantsOf.get(p.id) ?? []).map(toVariantRecord),
      images: (imagesOf.get(p.id) ?? []).map(toImageRecord),
    }));
  }

  private async textsOf(ids: number[], onlyActiveCategories: boolean) {
    const inIds = placeholders(ids.length);
    const activeOnly = onlyActiveCategories ? 'AND c.is_active = 1' : '';
    const rows: TextRow[] = await this.dataSource.query(
      `SELECT 'translation' AS kind, t.product_id AS product_id, NULL AS category_id, NULL AS sort_order,
              t.language AS language, t.name AS name, t.description AS description, NULL AS slug
         FROM product_translations t WHERE t.product_id IN (${inIds})
       UNION ALL
       SELECT 'category', pc.product_id, c.id, c.sort_order, NULL, c.name, NULL, c.slug
         FROM product_categories pc JOIN categories c ON c.id = pc.category_id
        WHERE pc.product_id IN (${inIds}) ${activeOnly}
       UNION ALL
       SELECT 'category_translation', pc.product_id, c.id, NULL, ct.language, ct.name, NULL, NULL
         FROM product_categories pc JOIN categories c ON c.id = pc.category_id
         JOIN category_translations ct ON ct.category_id = c.id
        WHERE pc.product_id IN (${inIds}) ${activeOnly}`,
      [...ids, ...ids, ...ids],
    );
    const translations = new Map<number, Translation[]>();
    const categories = new Map<number, Array<{ id: number; name: string; slug: string; sortOrder: number }>>();
    const categoryTexts = new Map<string, Array<{ language: string; name: string }>>();
    for (const row of rows) {
      const productId = Number(row.product_id);
      if (row.kind === 'translation') {
        push(translations, productId, { language: String(row.language), name: row.name, description: row.description });
      } else if (row.kind === 'category') {
        push(categories, productId, { id: Number(row.category_id), name: row.name, slug: String(row.slug), sortOrder: Number(row.sort_order) });
      } else {
        push(categoryTexts, `${productId}:${row.category_id}`, { language: String(row.language), name: row.name });
      }
    }
    const ordered = new Map<number, ProductCategoryRecord[]>();
    for (const [productId, list] of categories) {
      list.sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
      ordered.set(
        productId,
        list.map((c) => ({ id: c.id, name: c.name, slug: c.slug, translations: categoryTexts.get(`${productId}:${c.id}`) ?? [] })),
      );
    }
    translations.forEach((list) => list.sort((a, b) => a.language.localeCompare(b.language)));
    return { translations, categories: ordered };
  }
}
