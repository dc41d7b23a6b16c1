import { Injectable } from '@nestjs/common';
import { draftReview, ReviewInput, ReviewStatus } from '../domain/review';
import { invalidReview, reviewAlreadyWritten } from '../domain/reviews.errors';
import { OpenReviewLinkUseCase } from './open-review-link.use-case';
import { ReviewSettings } from './review-settings.port';
import { ReviewStore } from './review-store.port';

/**
 * A buyer writes the review their emailed link invites: once per order and product. It waits for
 * staff, or is shown at once when the shop publishes reviews at once (the rating follows in the same
 * transaction).
 */
@Injectable()
export class WriteReviewUseCase {
  constructor(
    private readonly link: OpenReviewLinkUseCase,
    private readonly store: ReviewStore,
    private readonly settings: ReviewSettings,
  ) {}

  async execute(input: { token: unknown; review: ReviewInput }): Promise<{ id: number; status: ReviewStatus }> {
    const invitation = await this.link.execute({ token: input.token });
    const drafted = draftReview(input.review);
    if ('problems' in drafted) throw invalidReview(drafted.problems);
    const status: ReviewStatus = (await this.settings.publishAtOnce()) ? 'published' : 'pending';
    const added = await this.store.addReview(
      { ...drafted.draft, orderId: invitation.orderId, productId: invitation.productId, language: invitation.language, status },
      new Date(),
    );
    if (added === 'taken') throw reviewAlreadyWritten();
    return { id: added.id, status };
  }
}
