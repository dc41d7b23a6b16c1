import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../shared/config/app-config';
import { MailTransport } from '../../../shared/mail/mail-transport';
import { OrderMailer } from '../application/order-mailer.port';
import { composeConfirmation } from '../application/order-confirmation.messages';
import { composeStatusNotice, StatusNotice } from '../application/order-status-notice.messages';
import type { Order } from '../domain/order';

/** Order confirmations and status notices, through the shop's mail transport (SMTP, or the outbox folder). */
@Injectable()
export class NodemailerOrderMailer extends OrderMailer {
  constructor(
    private readonly config: AppConfig,
    private readonly transport: MailTransport,
  ) {
    super();
  }

  async sendConfirmation(order: Order): Promise<void> {
    const message = composeConfirmation(order, this.config.publicUrl);
    const name = `${order.createdAt.toISOString().replace(/[:.]/g, '-')}-${order.orderNumber}.eml`;
    await this.transport.send(
      {
        to: order.customerEmail,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: { 'Content-Language': message.language, 'X-Order-Number': order.orderNumber },
      },
      name,
      `confirmation for ${order.orderNumber}`,
    );
  }

  async sendStatusNotice(order: Order, notice: StatusNotice): Promise<void> {
    const message = composeStatusNotice(order, notice, this.config.publicUrl);
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${order.orderNumber}-${notice}.eml`;
    await this.transport.send(
      {
        to: order.customerEmail,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: { 'Content-Language': message.language, 'X-Order-Number': order.orderNumber, 'X-Order-Notice': notice },
      },
      name,
      `${notice} notice for ${order.orderNumber}`,
    );
  }
}
