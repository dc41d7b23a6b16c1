import { Injectable } from '@nestjs/common';
import { MailTransport } from '../../../shared/mail/mail-transport';
import { AfterSaleMailer } from '../application/after-sale-mailer.port';
import {
  CancellationEmail,
  composeApproved,
  composeRefunded,
  composeRejected,
  composeRequestReceived,
} from '../application/cancellation.messages';
import type { CancellationRequest } from '../domain/cancellation-request';
import type { Refund } from '../domain/refund';
import type { SaleOrder } from '../domain/sale-order';

/** The shopper's emails about a cancellation request, through the shop's mail transport (SMTP, or the outbox folder). */
@Injectable()
export class NodemailerAfterSaleMailer extends AfterSaleMailer {
  constructor(private readonly transport: MailTransport) {
    super();
  }

  sendRequestReceived(order: SaleOrder, request: CancellationRequest): Promise<void> {
    return this.send(order, request, composeRequestReceived(order, request));
  }

  sendApproved(order: SaleOrder, request: CancellationRequest, refund: Refund): Promise<void> {
    return this.send(order, request, composeApproved(order, request, refund));
  }

  sendRejected(order: SaleOrder, request: CancellationRequest): Promise<void> {
    return this.send(order, request, composeRejected(order, request));
  }

  sendRefunded(order: SaleOrder, refund: Refund): Promise<void> {
    return this.send(order, null, composeRefunded(order, refund), `refund ${refund.id}`);
  }

  private async send(
    order: SaleOrder,
    request: CancellationRequest | null,
    message: CancellationEmail,
    about = request?.requestNumber ?? '',
  ): Promise<void> {
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${order.orderNumber}-cancellation-${message.notice}.eml`;
    await this.transport.send(
      {
        to: order.customerEmail,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: {
          'Content-Language': message.language,
          'X-Order-Number': order.orderNumber,
          ...(request ? { 'X-Cancellation-Request': request.requestNumber } : {}),
          'X-Cancellation-Notice': message.notice,
        },
      },
      name,
      `cancellation ${message.notice} email for ${about}`,
    );
  }
}
