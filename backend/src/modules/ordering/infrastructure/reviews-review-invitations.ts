import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../shared/config/app-config';
import { InviteReviewsUseCase } from '../../reviews/application/invite-reviews.use-case';
import { ReviewInvitations } from '../application/review-invitations.port';
import type { Order } from '../domain/order';

/** Hands the completed order's buyer and products to the reviews context. */
@Injectable()
export class ReviewsReviewInvitations extends ReviewInvitations {
  constructor(
    private readonly invite: InviteReviewsUseCase,
    private readonly config: AppConfig,
  ) {
    super();
  }

  async inviteBuyer(order: Order): Promise<void> {
    // Lines whose product was deleted, or cancelled in full, are not invited.
    const products = order.items
      .filter((line) => line.productId !== null && line.quantity > line.cancelledQuantity)
      .map((line) => ({ id: line.productId as number, name: line.productName }));
    await this.invite.execute(
      {
        orderId: order.id,
        orderNumber: order.orderNumber,
        customerName: order.customerName,
        customerEmail: order.customerEmail,
        language: order.language,
        products,
      },
      this.config.publicUrl,
    );
  }
}
