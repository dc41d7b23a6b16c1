import type { ReviewRecord } from '../application/review-store.port';
import type { ReviewLanguage, ReviewStatus } from '../domain/review';
import type { ReviewEntity } from './review.entity';

export function toReviewRecord(row: ReviewEntity, productName: string | null = null): ReviewRecord {
  return {
    id: row.id,
    productId: row.productId,
    productName,
    orderId: row.orderId,
    stars: Number(row.stars),
    title: row.title,
    text: row.text,
    authorName: row.authorName,
    language: (row.language === 'ru' ? 'ru' : 'he') as ReviewLanguage,
    status: row.status as ReviewStatus,
    answer: row.answer,
    answeredAt: row.answeredAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
