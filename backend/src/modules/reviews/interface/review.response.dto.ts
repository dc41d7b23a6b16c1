import { ApiProperty } from '@nestjs/swagger';
import type { ReviewInvitation, ReviewRecord } from '../application/review-store.port';
import { REVIEW_STATUSES, ReviewStatus } from '../domain/review';

/** A published review as the product page shows it (no order, no email: only what the buyer chose to show). */
export class PublicReviewDto {
  @ApiProperty({ example: 41 }) id: number;
  @ApiProperty({ example: 5, minimum: 1, maximum: 5 }) stars: number;
  @ApiProperty({ example: 'Holds its shape' }) title: string;
  @ApiProperty({ example: 'Two seasons of training and still round.', description: 'Plain text' }) text: string;
  @ApiProperty({ example: 'Dana L.' }) author_name: string;
  @ApiProperty({ example: true, description: 'Always true: only buyers invited after a completed order can write' })
  verified_buyer: boolean;
  @ApiProperty({ example: 'he', enum: ['he', 'ru'] }) language: string;
  @ApiProperty({ example: 'Thank you!', nullable: true, type: String, description: "The shop's public answer" }) answer: string | null;
  @ApiProperty({ example: '2026-11-20T08:00:00.000Z', nullable: true, type: String }) answered_at: string | null;
  @ApiProperty({ example: '2026-11-19T08:00:00.000Z' }) created_at: string;
}

export class PublicReviewPageDto {
  @ApiProperty({ type: [PublicReviewDto] }) data: PublicReviewDto[];
  @ApiProperty({ example: 23, description: 'Published reviews of the product' }) total: number;
  @ApiProperty({ example: 1 }) page: number;
  @ApiProperty({ example: 5 }) per_page: number;
}

export class ReviewDto extends PublicReviewDto {
  @ApiProperty({ example: 12 }) product_id: number;
  @ApiProperty({ example: 'Football', nullable: true, type: String, description: "The product's base name" }) product_name: string | null;
  @ApiProperty({ example: '7b0c3f9e-3a52-4a57-9a7e-53d5fb3a1f0e' }) order_id: string;
  @ApiProperty({ enum: REVIEW_STATUSES, example: 'pending' }) status: ReviewStatus;
  @ApiProperty({ example: '2026-11-19T08:00:00.000Z' }) updated_at: string;
}

export class ReviewEnvelopeDto {
  @ApiProperty({ type: ReviewDto }) data: ReviewDto;
}

export class ReviewPageDto {
  @ApiProperty({ type: [ReviewDto] }) data: ReviewDto[];
  @ApiProperty({ example: 57 }) total: number;
}

export class ReviewInvitationDto {
  @ApiProperty({ example: 12 }) product_id: number;
  @ApiProperty({ example: 'Football', description: 'The product as the order named it' }) product_name: string;
  @ApiProperty({ example: 'Dana L.', description: 'The name shown by default: first name and initial' }) author_name: string;
  @ApiProperty({ example: 'he', enum: ['he', 'ru'] }) language: string;
  @ApiProperty({ example: '2026-12-19T08:00:00.000Z' }) expires_at: string;
}

export class ReviewInvitationEnvelopeDto {
  @ApiProperty({ type: ReviewInvitationDto }) data: ReviewInvitationDto;
}

export class WrittenReviewDto {
  @ApiProperty({ example: 41 }) id: number;
  @ApiProperty({ enum: ['pending', 'published'], example: 'pending', description: 'pending: shown after staff approve it' })
  status: ReviewStatus;
}

export class WrittenReviewEnvelopeDto {
  @ApiProperty({ type: WrittenReviewDto }) data: WrittenReviewDto;
}

export function toPublicReview(review: ReviewRecord): PublicReviewDto {
  return {
    id: review.id,
    stars: review.stars,
    title: review.title,
    text: review.text,
    author_name: review.authorName,
    verified_buyer: true,
    language: review.language,
    answer: review.answer,
    answered_at: review.answeredAt ? review.answeredAt.toISOString() : null,
    created_at: review.createdAt.toISOString(),
  };
}

export function toReviewResponse(review: ReviewRecord): ReviewDto {
  return {
    ...toPublicReview(review),
    product_id: review.productId,
    product_name: review.productName,
    order_id: review.orderId,
    status: review.status,
    updated_at: review.updatedAt.toISOString(),
  };
}

export function toInvitationResponse(invitation: ReviewInvitation): ReviewInvitationDto {
  return {
    product_id: invitation.productId,
    product_name: invitation.productName,
    author_name: invitation.authorName,
    language: invitation.language,
    expires_at: invitation.expiresAt.toISOString(),
  };
}
