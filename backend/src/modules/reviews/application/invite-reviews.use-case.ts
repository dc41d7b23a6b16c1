import { Injectable } from '@nestjs/common';
import { defaultAuthorName, ReviewLanguage } from '../domain/review';
import { REVIEW_LINK_DAYS, signReviewLink } from '../domain/review-link';
import { composeReviewInvitation } from './review-invitation.messages';
import { ReviewLinkKey } from './review-link-key.port';
import { ReviewMailer } from './review-mailer.port';
import { ReviewStore } from './review-store.port';
import { wholeSeconds } from '../../../shared/domain/whole-seconds';

export interface CompletedOrder {
  orderId: string;
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  language: ReviewLanguage;
  products: Array<{ id: number; name: string }>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An order was completed: its buyer is invited by email to review each product bought, with one
 * signed link per product that works for that order and product only, for 30 days.
 */
@Injectable()
export class InviteReviewsUseCase {
  constructor(
    private readonly store: ReviewStore,
    private readonly mailer: ReviewMailer,
    private readonly links: ReviewLinkKey,
  ) {}

  async execute(order: CompletedOrder, publicUrl: string, now = new Date()): Promise<number> {
    const products = [...new Map(order.products.map((p) => [p.id, p])).values()];
    if (products.length === 0) return 0;
    // Whole seconds: the link and the stored expiry say the same instant on every database.
    const expiresAt = wholeSeconds(now.getTime() + REVIEW_LINK_DAYS * DAY_MS);
    const authorName = defaultAuthorName(order.customerName);
    const invited = await this.store.addInvitations(
      products.map((p) => ({
        orderId: order.orderId,
        productId: p.id,
        productName: p.name.slice(0, 200),
        authorName,
        language: order.language,
        expiresAt,
      })),
    );
    if (invited.length === 0) return 0;
    const base = order.language === 'ru' ? `${publicUrl}/ru` : publicUrl;
    const message = composeReviewInvitation({
      language: order.language,
      customerName: order.customerName,
      orderNumber: order.orderNumber,
      days: REVIEW_LINK_DAYS,
      products: invited.map((invitation) => ({
        name: invitation.productName,
        link: `${base}/review?token=${signReviewLink(this.links.key, { orderId: order.orderId, productId: invitation.productId, expiresAt })}`,
      })),
    });
    await this.mailer.sendInvitation({ to: order.customerEmail, orderNumber: order.orderNumber, language: order.language, ...message });
    return invited.length;
  }
}
