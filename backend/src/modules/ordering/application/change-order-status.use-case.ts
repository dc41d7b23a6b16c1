import { Injectable, Logger } from '@nestjs/common';
import type { Order } from '../domain/order';
import { OrderStatus, planAdminStatusChange } from '../domain/order-status';
import { orderChangedMeanwhile, orderNotFound } from '../domain/ordering.errors';
import { holdsStock } from '../domain/stock';
import { OrderMailer } from './order-mailer.port';
import { OrderReadModel } from './order-read-model.port';
import { isNotifiedStatus, StatusNotice } from './order-status-notice.messages';
import { OrderStore } from './order-store.port';
import { ReviewInvitations } from './review-invitations.port';

/**
 * Staff move an order along; cancelling puts its units back on the shelf, once. The shopper hears
 * by email when the order is ready for pickup or cancelled.
 */
@Injectable()
export class ChangeOrderStatusUseCase {
  private readonly logger = new Logger(ChangeOrderStatusUseCase.name);

  constructor(
    private readonly orders: OrderReadModel,
    private readonly store: OrderStore,
    private readonly mailer: OrderMailer,
    private readonly reviewInvitations: ReviewInvitations,
  ) {}

  async execute(input: { orderId: string; status: OrderStatus }): Promise<Order> {
    const order = await this.orders.findById(input.orderId);
    if (!order) throw orderNotFound();
    const plan = planAdminStatusChange(order.status, input.status);
    if (plan.changes) {
      const releaseStock = plan.releasesStock && holdsStock(order);
      if (!(await this.store.changeStatus(order.id, order.status, input.status, releaseStock))) throw orderChangedMeanwhile();
    }
    const changed = await this.orders.findById(order.id);
    if (!changed) throw orderNotFound();
    // Only a real change is announced: setting ready twice sends one email.
    if (plan.changes && isNotifiedStatus(input.status)) this.sendNotice(changed, input.status);
    if (plan.changes && input.status === 'completed') this.inviteToReview(changed);
    return changed;
  }

  /** A completed order's buyer is invited to review what they bought; like the notices, never failing the change. */
  private inviteToReview(order: Order): void {
    Promise.resolve()
      .then(() => this.reviewInvitations.inviteBuyer(order))
      .catch((error) =>
        this.logger.warn(`Review invitation for ${order.orderNumber} not sent: ${error instanceof Error ? error.message : error}`),
      );
  }

  /** After the commit and without waiting: a mail server that is slow or down never fails the change. */
  private sendNotice(order: Order, notice: StatusNotice): void {
    Promise.resolve()
      .then(() => this.mailer.sendStatusNotice(order, notice))
      .catch((error) =>
        this.logger.warn(`${notice} email for ${order.orderNumber} not sent: ${error instanceof Error ? error.message : error}`),
      );
  }
}
