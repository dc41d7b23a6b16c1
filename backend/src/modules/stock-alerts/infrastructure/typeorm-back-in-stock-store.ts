import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { isUniqueViolation } from '../../../shared/database/sql';
import { AlertItem, BackInStockStore, DueRequest, StockOfItem, WaitingCount } from '../application/back-in-stock-store.port';
import { AlertLanguage, STALE_CLAIM_MS, WHOLE_PRODUCT } from '../domain/back-in-stock';
import { BackInStockRequestEntity } from './back-in-stock-request.entity';

const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');
const flag = (value: unknown) => value === true || Number(value) === 1;

/**
 * Requests in their own table; the stock they wait for is read from the catalog's tables in plain
 * SQL (read only: the catalog and ordering write stock).
 */
@Injectable()
export class TypeormBackInStockStore extends BackInStockStore {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(BackInStockRequestEntity) private readonly requests: Repository<BackInStockRequestEntity>,
  ) {
    super();
  }

  async stockOf(productId: number, variantId: number): Promise<StockOfItem | null> {
    const [product] = await this.dataSource.query('SELECT is_active, is_visible, has_variants, stock_quantity FROM products WHERE id = ?', [
      productId,
    ]);
    if (!product) return null;
    const variants: Array<{ id: number; is_active: unknown; stock_quantity: unknown }> = await this.dataSource.query(
      'SELECT id, is_active, stock_quantity FROM product_variants WHERE product_id = ?',
      [productId],
    );
    const sellsVariants = flag(product.has_variants) && variants.length > 0;
    const onSale = flag(product.is_active) && flag(product.is_visible);
    if (variantId === WHOLE_PRODUCT) {
      return { onSale, sellsVariants, variantKnown: true, inStock: !sellsVariants && Number(product.stock_quantity) > 0 };
    }
    const variant = variants.find((v) => Number(v.id) === variantId && flag(v.is_active));
    return { onSale, sellsVariants, variantKnown: sellsVariants && Boolean(variant), inStock: Number(variant?.stock_quantity ?? 0) > 0 };
  }

  async request(
    request: { productId: number; variantId: number; email: string; language: AlertLanguage; token: string },
    at: Date,
  ): Promise<void> {
    try {
      await this.requests.insert({ ...request, state: 'waiting', claimedAt: null, sentAt: null, createdAt: at });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Asked before: a closed request opens again (in the language asked now); a waiting one stays as it is.
      await this.requests
        .createQueryBuilder()
        .update()
        .set({ state: 'waiting', language: request.language })
        .where('product_id = :productId AND variant_id = :variantId AND email = :email AND state IN (:...closed)', {
          ...request,
          closed: ['sent', 'stopped'],
        })
        .execute();
    }
  }

  async due(limit: number, now: Date, productIds?: readonly number[]): Promise<DueRequest[]> {
    const qb = this.dataSource
      .createQueryBuilder()
      .select(['r.id AS id', 'r.product_id AS product_id', 'r.variant_id AS variant_id', 'r.email AS email', 'r.language AS language'])
      .addSelect('r.token', 'token')
      .from('back_in_stock_requests', 'r')
      .innerJoin('products', 'p', 'p.id = r.product_id')
      .leftJoin('product_variants', 'v', 'v.id = r.variant_id AND v.product_id = r.product_id')
      .where("(r.state = 'waiting' OR (r.state = 'sending' AND r.claimed_at < :staleBefore))", {
        staleBefore: new Date(now.getTime() - STALE_CLAIM_MS),
      })
      .andWhere('p.is_active = 1 AND p.is_visible = 1')
      .andWhere(
        `((r.variant_id = 0 AND p.stock_quantity > 0
            AND (p.has_variants = 0 OR NOT EXISTS (SELECT 1 FROM product_variants pv WHERE pv.product_id = p.id)))
          OR (r.variant_id <> 0 AND v.is_active = 1 AND v.stock_quantity > 0))`,
      )
      .orderBy('r.id')
      .limit(Math.max(1, Math.floor(limit)));
    if (productIds) qb.andWhere('r.product_id IN (:...productIds)', { productIds: [...productIds] });
    const rows: Array<Record<string, unknown>> = await qb.getRawMany();
    return rows.map((row) => ({
      id: Number(row.id),
      productId: Number(row.product_id),
      variantId: Number(row.variant_id),
      email: String(row.email),
      language: row.language === 'ru' ? 'ru' : 'he',
      token: String(row.token),
    }));
  }

  async claim(id: number, now: Date): Promise<boolean> {
    const result = await this.requests
      .createQueryBuilder()
      .update()
      .set({ state: 'sending', claimedAt: now })
      .where("id = :id AND (state = 'waiting' OR (state = 'sending' AND claimed_at < :staleBefore))", {
        id,
        staleBefore: new Date(now.getTime() - STALE_CLAIM_MS),
      })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  async markSent(id: number, at: Date): Promise<void> {
    await this.requests.update({ id, state: 'sending' }, { state: 'sent', sentAt: at });
  }

  async release(id: number): Promise<void> {
    await this.requests.update({ id, state: 'sending' }, { state: 'waiting', claimedAt: null });
  }

  async itemOf(productId: number, variantId: number, language: AlertLanguage): Promise<AlertItem | null> {
    const [product] = await this.dataSource.query(
      `SELECT p.name AS name, t.name AS translated FROM products p
         LEFT JOIN product_translations t ON t.product_id = p.id AND t.language = ?
        WHERE p.id = ?`,
      [language, productId],
    );
    if (!product) return null;
    const translated = typeof product.translated === 'string' && product.translated.trim() ? product.translated : null;
    const [variant] =
      variantId === WHOLE_PRODUCT
        ? [null]
        : await this.dataSource.query('SELECT size, color FROM product_variants WHERE id = ? AND product_id = ?', [variantId, productId]);
    return {
      productName: translated ?? String(product.name),
      variant: variant ? { size: variant.size ?? null, color: variant.color ?? null } : null,
    };
  }

  async stop(token: string): Promise<boolean> {
    const owner = await this.requests.findOne({ where: { token }, select: { id: true, email: true } });
    if (!owner) return false;
    await this.requests.update({ email: owner.email, state: 'waiting' }, { state: 'stopped' });
    return true;
  }

  async waitingCounts(productIds: readonly number[] | null, limit: number): Promise<WaitingCount[]> {
    if (productIds && productIds.length === 0) return [];
    const only = productIds ? ` AND r.product_id IN (${placeholders(productIds.length)})` : '';
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(
      `SELECT r.product_id AS product_id, p.name AS name, COUNT(*) AS waiting
         FROM back_in_stock_requests r JOIN products p ON p.id = r.product_id
        WHERE r.state = 'waiting'${only}
        GROUP BY r.product_id, p.name
        ORDER BY waiting DESC, r.product_id
        LIMIT ${Math.max(1, Math.floor(limit))}`,
      [...(productIds ?? [])],
    );
    return rows.map((row) => ({ productId: Number(row.product_id), productName: String(row.name), waiting: Number(row.waiting) }));
  }
}
