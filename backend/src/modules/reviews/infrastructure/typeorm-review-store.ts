import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { isUniqueViolation } from '../../../shared/database/sql';
import { runTransaction } from '../../../shared/database/transaction-queue';
import { ProductRatings } from '../../catalog/application/product-ratings.port';
import { NewReview, ReviewInvitation, ReviewModeration, ReviewRecord, ReviewStore } from '../application/review-store.port';
import { ratingOf, ReviewLanguage } from '../domain/review';
import { ReviewInvitationEntity } from './review-invitation.entity';
import { toReviewRecord } from './review-rows';
import { ReviewEntity } from './review.entity';

const isMysql = (manager: EntityManager) => ['mysql', 'mariadb'].includes(manager.connection.options.type);

@Injectable()
export class TypeormReviewStore extends ReviewStore {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(ReviewInvitationEntity) private readonly invitations: Repository<ReviewInvitationEntity>,
    @InjectRepository(ReviewEntity) private readonly reviews: Repository<ReviewEntity>,
    private readonly ratings: ProductRatings,
  ) {
    super();
  }

  async addInvitations(invitations: ReviewInvitation[]): Promise<ReviewInvitation[]> {
    const added: ReviewInvitation[] = [];
    for (const invitation of invitations) {
      try {
        await this.invitations.insert({ ...invitation });
        added.push(invitation);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    return added;
  }

  async findInvitation(orderId: string, productId: number): Promise<ReviewInvitation | null> {
    const row = await this.invitations.findOneBy({ orderId, productId });
    if (!row) return null;
    return {
      orderId: row.orderId,
      productId: row.productId,
      productName: row.productName,
      authorName: row.authorName,
      language: (row.language === 'ru' ? 'ru' : 'he') as ReviewLanguage,
      expiresAt: row.expiresAt,
    };
  }

  hasReview(orderId: string, productId: number): Promise<boolean> {
    return this.reviews.existsBy({ orderId, productId });
  }

  async addReview(review: NewReview, at: Date): Promise<{ id: number } | 'taken'> {
    try {
      return await runTransaction(this.dataSource, async (manager) => {
        const saved = await manager.save(manager.create(ReviewEntity, { ...review, answer: null, answeredAt: null, createdAt: at }));
        if (review.status === 'published') await this.recount(manager, review.productId);
        return { id: saved.id };
      });
    } catch (error) {
      if (isUniqueViolation(error)) return 'taken';
      throw error;
    }
  }

  moderate(id: number, change: ReviewModeration, at: Date): Promise<ReviewRecord | null> {
    return runTransaction(this.dataSource, async (manager) => {
      const row = await manager.findOneBy(ReviewEntity, { id });
      if (!row) return null;
      const wasPublished = row.status === 'published';
      if (change.status !== undefined) row.status = change.status;
      if (change.answer !== undefined && change.answer !== row.answer) {
        row.answer = change.answer;
        row.answeredAt = change.answer === null ? null : at;
      }
      // Saved as an entity, so a recorder of staff writes sees the change.
      const saved = await manager.save(row);
      if (wasPublished || saved.status === 'published') await this.recount(manager, saved.productId);
      return toReviewRecord(saved);
    });
  }

  /**
   * The product's average and count from its published reviews, written with the product and its
   * shopper documents. The product row is locked first, so two moderations of one product's reviews
   * count one after the other (a locking read sees the other's committed review).
   */
  private async recount(manager: EntityManager, productId: number): Promise<void> {
    if (!(await this.ratings.lockForRecount(manager, productId))) return;
    const lock = isMysql(manager) ? ' FOR UPDATE' : '';
    const rows: Array<{ stars: unknown }> = await manager.query(
      `SELECT stars FROM reviews WHERE product_id = ? AND status = 'published'${lock}`,
      [productId],
    );
    await this.ratings.setRating(manager, productId, ratingOf(rows.map((r) => Number(r.stars))));
  }
}
