import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { Page } from '../../../shared/pagination/list-query';
import { ProductNames } from '../../catalog/application/product-names.port';
import { ReviewListCriteria, ReviewReadModel } from '../application/review-read-model.port';
import type { ReviewRecord } from '../application/review-store.port';
import { toReviewRecord } from './review-rows';
import { ReviewEntity } from './review.entity';

const SORT_COLUMNS = { created_at: 'r.createdAt', stars: 'r.stars', id: 'r.id' } as const;

@Injectable()
export class TypeormReviewReadModel extends ReviewReadModel {
  constructor(
    @InjectRepository(ReviewEntity) private readonly reviews: Repository<ReviewEntity>,
    private readonly products: ProductNames,
  ) {
    super();
  }

  async list(criteria: ReviewListCriteria): Promise<Page<ReviewRecord>> {
    const qb = this.reviews.createQueryBuilder('r');
    if (criteria.productId !== undefined) qb.andWhere('r.productId = :productId', { productId: criteria.productId });
    if (criteria.stars !== undefined) qb.andWhere('r.stars = :stars', { stars: criteria.stars });
    if (criteria.status !== undefined) qb.andWhere('r.status = :status', { status: criteria.status });
    if (criteria.ids !== undefined) qb.andWhere(criteria.ids.length > 0 ? 'r.id IN (:...ids)' : '1 = 0', { ids: criteria.ids });
    qb.orderBy(SORT_COLUMNS[criteria.sort.field], criteria.sort.order).addOrderBy('r.id', criteria.sort.order);
    const [rows, total] = await qb.skip(criteria.offset).take(criteria.limit).getManyAndCount();
    return { items: await this.withProductNames(rows), total, offset: criteria.offset };
  }

  async findById(id: number): Promise<ReviewRecord | null> {
    const row = await this.reviews.findOneBy({ id });
    return row ? (await this.withProductNames([row]))[0] : null;
  }

  async published(productId: number, offset: number, limit: number): Promise<Page<ReviewRecord>> {
    const [rows, total] = await this.reviews.findAndCount({
      where: { productId, status: 'published' },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: offset,
      take: limit,
    });
    return { items: rows.map((row) => toReviewRecord(row)), total, offset };
  }

  /** Staff see which product each review is of (the base name). */
  private async withProductNames(rows: ReviewEntity[]): Promise<ReviewRecord[]> {
    const names = await this.products.namesOf(rows.map((r) => r.productId));
    return rows.map((row) => toReviewRecord(row, names.get(row.productId) ?? null));
  }
}
