import { Injectable } from '@nestjs/common';
import { readReviewLink } from '../domain/review-link';
import { reviewAlreadyWritten, reviewLinkExpired, reviewLinkInvalid } from '../domain/reviews.errors';
import { ReviewLinkKey } from './review-link-key.port';
import { ReviewInvitation, ReviewStore } from './review-store.port';

/**
 * What the review form needs from its link: the product and the name shown by default. Refused when
 * the link is forged, altered, expired, or when the order already has a review of the product.
 */
@Injectable()
export class OpenReviewLinkUseCase {
  constructor(
    private readonly store: ReviewStore,
    private readonly links: ReviewLinkKey,
  ) {}

  async execute(input: { token: unknown; now?: Date }): Promise<ReviewInvitation> {
    const reading = readReviewLink(this.links.key, input.token, input.now ?? new Date());
    if (!reading.ok) throw reading.reason === 'expired' ? reviewLinkExpired() : reviewLinkInvalid();
    const invitation = await this.store.findInvitation(reading.claims.orderId, reading.claims.productId);
    if (!invitation) throw reviewLinkInvalid();
    if (await this.store.hasReview(invitation.orderId, invitation.productId)) throw reviewAlreadyWritten();
    return invitation;
  }
}
