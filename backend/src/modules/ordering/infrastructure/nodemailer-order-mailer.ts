import { Injectable } from '@nestjs/common';
import type { SendMailOptions } from 'nodemailer';
import { AppConfig } from '../../../shared/config/app-config';
import { ShopMailTransport } from '../../../shared/mail/shop-mail-transport';
import { OrderMailer } from '../application/order-mailer.port';
import { composeConfirmation } from '../application/order-confirmation';
import { composeStatusNotice, StatusNotice } from '../application/order-status-notice';
import type { Order } from '../domain/order';

/**
 * Sends confirmations and status notices through the shop's mail transport (SMTP, or `.eml` files in
 * `<DATA_DIR>/outbox/` without a mail server: shared/mail/shop-mail-transport.ts).
 */
@Injectable()
export class NodemailerOrderMailer extends OrderMailer {
  constructor(
    private readonly config: AppConfig,
    private readonly transport: ShopMailTransport,
  ) {
    super();
  }

  async sendConfirmation(order: Order): Promise<void> {
    const message = composeConfirmation(order, this.config.publicUrl);
    const mail: SendMailOptions = {
      to: order.customerEmail,
      subject: message.subject,
      text: message.text,
      html: message.html,
      textEncoding: 'base64',
      headers: { 'Content-Language': message.language, 'X-Order-Number': order.orderNumber },
    };
    const name = `${order.createdAt.toISOString().replace(/[:.]/g, '-')}-${order.orderNumber}.eml`;
    await this.transport.deliver(mail, name, `confirmation for ${order.orderNumber}`);
  }

  async sendStatusNotice(order: Order, notice: StatusNotice): Promise<void> {
    const message = composeStatusNotice(order, notice, this.config.publicUrl);
    const mail: SendMailOptions = {
      to: order.customerEmail,
      subject: message.subject,
      text: message.text,
      html: message.html,
      textEncoding: 'base64',
      headers: { 'Content-Language': message.language, 'X-Order-Number': order.orderNumber, 'X-Order-Notice': notice },
    };
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${order.orderNumber}-${notice}.eml`;
    await this.transport.deliver(mail, name, `${notice} notice for ${order.orderNumber}`);
  }
}
