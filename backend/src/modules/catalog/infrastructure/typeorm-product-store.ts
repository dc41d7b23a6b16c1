import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, Not, Repository } from 'typeorm';
import { DomainError } from '../../../shared/domain/domain-error';
import { ProductStore, ProductToStore, StoredProductState } from '../application/product-store.port';
import { skusTaken, slugTaken } from '../domain/catalog.errors';
import { CategoryEntity } from './category.entity';
import { ProductImageEntity } from './product-image.entity';
import { ProductTranslationEntity } from './product-translation.entity';
import { ProductVariantEntity } from './product-variant.entity';
import { productSearchText } from '../domain/product-search';
import { CatalogCounts, CountedState } from './catalog-counts';
import { ProductDocumentEntity } from './product-document.entity';
import { ProductEntity } from './product.entity';
import { ShopperProductDocuments } from './shopper-product-documents';
import { isUniqueViolation } from './sql-helpers';
import { removeById } from '../../../shared/database/entity-writes';
import { AuditTrail } from '../../../shared/audit/audit-trail';
import { currentStaffActor } from '../../../shared/audit/staff-actor';
import { writeItemWithChildren } from '../../../shared/audit/item-with-children';
import { productStateToWrite, storedProductState } from './product-audit-state';

const scalarColumns = (p: ProductToStore): Partial<ProductEntity> => ({
  name: p.name,
  slug: p.slug,
  description: p.description,
  price: p.price,
  hasDiscount: p.hasDiscount,
  discountPrice: p.discountPrice,
  discountPercentage: p.discountPercentage,
  stockQuantity: p.stockQuantity,
  lowStockThreshold: p.lowStockThreshold ?? null,
  imageUrl: p.imageUrl,
  isRequired: p.isRequired,
  isActive: p.isActive,
  isVisible: p.isVisible,
  isRecommended: p.isRecommended,
  hasVariants: p.hasVariants,
  searchText: productSearchText(p),
});

/** Products whose shopper documents an import renders in one go. */
const DOCUMENT_BATCH = 200;

@Injectable()
export class TypeormProductStore extends ProductStore {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>,
    @InjectRepository(ProductVariantEntity) private readonly variants: Repository<ProductVariantEntity>,
    @InjectRepository(CategoryEntity) private readonly categories: Repository<CategoryEntity>,
    private readonly documents: ShopperProductDocuments,
    private readonly counts: CatalogCounts,
    private readonly audit: AuditTrail,
  ) {
    super();
  }

  async current(id: number): Promise<StoredProductState | null> {
    const product = await this.products.findOne({ where: { id }, select: { id: true, name: true, slug: true } });
    if (!product) return null;
    const variants = await this.variants.find({ where: { productId: id }, select: { id: true, sku: true } });
    return {
      name: product.name,
      slug: product.slug,
      variantIds: variants.map((v) => v.id),
      skus: new Map(variants.map((v) => [v.id, v.sku])),
    };
  }

  exists(id: number): Promise<boolean> {
    return this.products.existsBy({ id });
  }

  async slugOwner(slug: string): Promise<number | null> {
    const product = await this.products.findOne({ where: { slug }, select: { id: true } });
    return product?.id ?? null;
  }

  async slugsStartingWith(base: string, exceptId: number | null): Promise<string[]> {
    const qb = this.products
      .createQueryBuilder('p')
      .select('p.slug', 'slug')
      .where('(p.slug = :base OR p.slug LIKE :prefix)', { base, prefix: `${base}-%` });
    if (exceptId !== null) qb.andWhere('p.id <> :exceptId', { exceptId });
    return (await qb.getRawMany<{ slug: string }>()).map((row) => row.slug);
  }

  async skusUsedElsewhere(skus: readonly string[], exceptProductId: number | null): Promise<string[]> {
    if (skus.length === 0) return [];
    const where = exceptProductId === null ? { sku: In([...skus]) } : { sku: In([...skus]), productId: Not(exceptProductId) };
    return (await this.variants.find({ where, select: { sku: true } })).map((v) => v.sku);
  }

  async missingCategoryIds(ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const found = new Set((await this.categories.find({ where: { id: In([...ids]) }, select: { id: true } })).map((c) => c.id));
    return ids.filter((id) => !found.has(id));
  }

  create(product: ProductToStore): Promise<number> {
    return this.write(
      () => product,
      (m) => this.createIn(m, product),
    );
  }

  replace(id: number, product: ProductToStore): Promise<void> {
    return this.write(
      () => product,
      (m) => this.replaceIn(m, id, product),
    );
  }

  async storeAll(entries: ReadonlyArray<{ id: number | null; product: ProductToStore }>): Promise<void> {
    if (entries.length === 0) return;
    let current = entries[0].product;
    await this.write(
      () => current,
      async (m) => {
        // The import is one record of its own; each product's row is recorded as it is saved (its
        // children are not compared one by one: that would read every product's children again).
        await this.audit.record(m, {
          action: 'import',
          entityType: 'product',
          entityId: null,
          changes: {
            created: { before: null, after: entries.filter((e) => e.id === null).length },
            updated: { before: null, after: entries.filter((e) => e.id !== null).length },
          },
        });
        // Shopper documents are rendered for a batch at once: per product, they were most of the import's time.
        let pending: number[] = [];
        for (const entry of entries) {
          current = entry.product;
          const id = entry.id === null ? await this.createIn(m, entry.product, false) : entry.id;
          if (entry.id !== null) await this.replaceIn(m, entry.id, entry.product, false);
          pending.push(id);
          if (pending.length === DOCUMENT_BATCH) {
            await this.documents.refresh(m, pending);
            pending = [];
          }
        }
        if (pending.length > 0) await this.documents.refresh(m, pending);
      },
    );
  }

  /** `one`: a product of its own (one audit record with its children); false within an import. */
  private async createIn(m: EntityManager, product: ProductToStore, one = true): Promise<number> {
    const columns = scalarColumns(product);
    const id = await this.recordedWrite(m, null, columns, product, one, async (listeners) => {
      const saved = await m.save(ProductEntity, m.create(ProductEntity, columns), { listeners });
      await this.storeChildren(m, saved.id, product, []);
      return saved.id;
    });
    if (one) await this.documents.refresh(m, [id]);
    await this.counts.productChanged(m, null, countedState(product));
    return id;
  }

  private async replaceIn(m: EntityManager, id: number, product: ProductToStore, one = true): Promise<void> {
    const before = await this.counts.stateOf(m, id);
    const columns = { id, ...scalarColumns(product) };
    await this.recordedWrite(m, id, columns, product, one, async (listeners) => {
      // A save, not an update by condition: it reads the row first and writes only what changed.
      await m.save(ProductEntity, m.create(ProductEntity, columns), { listeners });
      await this.replaceChildren(m, id, product);
      return id;
    });
    if (one) await this.documents.refresh(m, [id]);
    await this.counts.productChanged(m, before, countedState(product));
  }

  /**
   * A product written on its own is recorded as one record with its translations, pictures and
   * categories (writeItemWithChildren); within an import, its row is recorded by the entity subscriber
   * as it is saved, and its children are not read again.
   */
  private recordedWrite(
    m: EntityManager,
    id: number | null,
    columns: Partial<ProductEntity>,
    product: ProductToStore,
    one: boolean,
    write: (listeners: boolean) => Promise<number>,
  ): Promise<number> {
    if (!one) return write(true);
    const item = {
      entityType: 'product',
      id,
      readBefore: (manager: EntityManager) => storedProductState(manager, id!),
      after: productStateToWrite(columns, product),
    };
    return writeItemWithChildren(m, this.audit, item, () => write(false));
  }

  private async replaceChildren(m: EntityManager, id: number, product: ProductToStore): Promise<void> {
    const kept = product.variants.map((v) => v.id).filter((v): v is number => v !== null);
    await this.removeVariants(m, id, kept);
    await m.delete(ProductTranslationEntity, { productId: id });
    await m.delete(ProductImageEntity, { productId: id });
    await m.query('DELETE FROM product_categories WHERE product_id = ?', [id]);
    await this.storeChildren(m, id, product, kept);
  }

  /** The variants a product no longer has, each recorded as deleted with what it held, under its product. */
  private async removeVariants(m: EntityManager, productId: number, kept: number[]): Promise<void> {
    const gone = kept.length > 0 ? { productId, id: Not(In(kept)) } : { productId };
    if (!currentStaffActor()) {
      await m.delete(ProductVariantEntity, gone);
      return;
    }
    const removed = await m.find(ProductVariantEntity, { where: gone });
    if (removed.length === 0) return;
    await m.delete(ProductVariantEntity, { id: In(removed.map((v) => v.id)) });
    for (const variant of removed) {
      await this.audit.record(m, {
        action: 'delete',
        entityType: 'product-variant',
        entityId: variant.id,
        states: { before: { ...variant }, after: null },
        parent: { type: 'product', id: productId },
      });
    }
  }

  async delete(id: number): Promise<boolean> {
    return this.dataSource.transaction(async (m) => {
      const before = await this.counts.stateOf(m, id);
      if (!before) return false;
      await m.delete(ProductVariantEntity, { productId: id });
      await m.delete(ProductTranslationEntity, { productId: id });
      await m.delete(ProductImageEntity, { productId: id });
      await m.query('DELETE FROM product_categories WHERE product_id = ?', [id]);
      await m.delete(ProductDocumentEntity, { productId: id });
      await removeById(m, ProductEntity, id);
      await this.counts.productChanged(m, before, null);
      return true;
    });
  }

  private async storeChildren(m: EntityManager, productId: number, product: ProductToStore, keptVariantIds: number[]): Promise<void> {
    if (product.translations.length > 0) {
      await m.insert(
        ProductTranslationEntity,
        product.translations.map((t) => ({ ...t, productId })),
      );
    }
    if (product.categoryIds.length > 0) {
      const values = product.categoryIds.map(() => '(?, ?)').join(', ');
      await m.query(
        `INSERT INTO product_categories (product_id, category_id) VALUES ${values}`,
        product.categoryIds.flatMap((c) => [productId, c]),
      );
    }
    if (product.images.length > 0) {
      await m.insert(
        ProductImageEntity,
        product.images.map((image) => ({ ...image, productId })),
      );
    }
    const keptVariants = product.variants.filter((v) => v.id !== null && keptVariantIds.includes(v.id));
    if (keptVariants.length > 0) {
      // Only this product's own variants are saved (the ids come from the request).
      const own = await m.find(ProductVariantEntity, { where: { productId, id: In(keptVariants.map((v) => v.id!)) } });
      for (const row of own) {
        const { id: _id, ...fields } = keptVariants.find((v) => v.id === row.id)!;
        await m.save(ProductVariantEntity, m.merge(ProductVariantEntity, row, fields));
      }
    }
    const added = product.variants.filter((v) => v.id === null).map(({ id: _id, ...fields }) => ({ ...fields, productId }));
    if (added.length > 0) await m.insert(ProductVariantEntity, added);
  }

  /** Runs a write in one transaction and turns a lost race on a unique index into a 409. */
  private async write<T>(culprit: () => ProductToStore, work: (m: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The product being written when the index refused (with several, the one that lost the race).
      const product = culprit();
      const message = String(error.message);
      if (/slug/i.test(message)) throw slugTaken(product.slug);
      // A lost race does not say which SKU: the answer names the variants as a whole.
      if (/sku/i.test(message)) throw skusTaken([{ sku: product.variants.map((v) => v.sku).join(', '), field: 'variants' }]);
      throw DomainError.conflict('DUPLICATE', 'a product with the same values already exists');
    }
  }
}

function countedState(product: ProductToStore): CountedState {
  return { onSale: product.isActive && product.isVisible, categoryIds: product.categoryIds };
}
