import type { ReviewDraft, ReviewLanguage, ReviewStatus } from '../domain/review';

/** A product of a completed order its buyer was invited to review. */
export interface ReviewInvitation {
  orderId: string;
  productId: number;
  productName: string;
  authorName: string;
  language: ReviewLanguage;
  expiresAt: Date;
}

export interface ReviewRecord {
  id: number;
  productId: number;
  productName: string | null;
  orderId: string;
  orderNumber?: string | null;
  stars: number;
  title: string;
  text: string;
  authorName: string;
  language: ReviewLanguage;
  status: ReviewStatus;
  answer: string | null;
  answeredAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewReview extends ReviewDraft {
  orderId: string;
  productId: number;
  language: ReviewLanguage;
  status: ReviewStatus;
}

export interface ReviewModeration {
  status?: ReviewStatus;
  /** undefined: unchanged; null: the answer removed. */
  answer?: string | null;
}

/**
 * Port: keeps invitations and reviews. Every write that can change what the product page shows
 * (a review published at once, a moderation) updates the product's rating in the same transaction.
 */
export abstract class ReviewStore {
  /** Stores the invitations not stored yet; returns the new ones (an order completed again invites no one twice). */
  abstract addInvitations(invitations: ReviewInvitation[]): Promise<ReviewInvitation[]>;
  abstract findInvitation(orderId: string, productId: number): Promise<ReviewInvitation | null>;
  abstract hasReview(orderId: string, productId: number): Promise<boolean>;
  /** 'taken' when the order already has a review of the product (the unique key decides, also under a race). */
  abstract addReview(review: NewReview, at: Date): Promise<{ id: number } | 'taken'>;
  /** Changes the state or the answer, and the product's rating with it; null when there is no such review. */
  abstract moderate(id: number, change: ReviewModeration, at: Date): Promise<ReviewRecord | null>;
}
