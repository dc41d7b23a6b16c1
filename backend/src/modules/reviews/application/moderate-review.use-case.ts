import { Injectable } from '@nestjs/common';
import { cleanAnswer, ReviewStatus } from '../domain/review';
import { invalidReview, reviewNotFound } from '../domain/reviews.errors';
import { ReviewModeration, ReviewRecord, ReviewStore } from './review-store.port';
import { wholeSeconds } from '../../../shared/domain/whole-seconds';

/** Staff approve, hide or answer a review; the product's average and count change in the same transaction. */
@Injectable()
export class ModerateReviewUseCase {
  constructor(private readonly store: ReviewStore) {}

  async execute(input: { id: number; status?: ReviewStatus; answer?: string | null }): Promise<ReviewRecord> {
    const change: ReviewModeration = {};
    if (input.status !== undefined) change.status = input.status;
    if (input.answer !== undefined) {
      const cleaned = cleanAnswer(input.answer);
      if ('problems' in cleaned) throw invalidReview(cleaned.problems);
      change.answer = cleaned.answer;
    }
    const review = await this.store.moderate(input.id, change, wholeSeconds(Date.now()));
    if (!review) throw reviewNotFound();
    return review;
  }
}
