import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable, Logger } from '@nestjs/common';
import { createTransport, SendMailOptions, Transporter } from 'nodemailer';
import { AppConfig } from '../../../shared/config/app-config';
import { OrderMailer } from '../application/order-mailer.port';
import { composeConfirmation } from '../application/order-confirmation';
import { composeStatusNotice, StatusNotice } from '../application/order-status-notice';
import type { Order } from '../domain/order';

/**
 * Sends confirmations and status notices through the SMTP server named in the settings (SMTP_URL, or SMTP_HOST,
 * SMTP_PORT, SMTP_USER, SMTP_PASS; sender MAIL_FROM). Without one, each message is written as an
 * .eml file to `<DATA_DIR>/outbox/`, so a local shop shows what would have been sent.
 */
@Injectable()
export class NodemailerOrderMailer extends OrderMailer {
  private readonly logger = new Logger(NodemailerOrderMailer.name);
  private readonly smtp: Transporter | null;
  private readonly outbox: Transporter;
  private readonly from: string;

  constructor(private readonly config: AppConfig) {
    super();
    const env = config.env;
    this.from = env.MAIL_FROM || `no-reply@${new URL(config.publicUrl).hostname}`;
    this.smtp = env.SMTP_URL
      ? createTransport(env.SMTP_URL)
      : env.SMTP_HOST
        ? createTransport({
            host: env.SMTP_HOST,
            port: Number(env.SMTP_PORT || 587),
            secure: Number(env.SMTP_PORT) === 465,
            auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : undefined,
          })
        : null;
    this.outbox = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  get outboxDir(): string {
    return join(this.config.dataDir, 'outbox');
  }

  async sendConfirmation(order: Order): Promise<void> {
    const message = composeConfirmation(order, this.config.publicUrl);
    const mail: SendMailOptions = {
      from: this.from,
      to: order.customerEmail,
      subject: message.subject,
      text: message.text,
      html: message.html,
      textEncoding: 'base64',
      headers: { 'Content-Language': message.language, 'X-Order-Number': order.orderNumber },
    };
    const name = `${order.createdAt.toISOString().replace(/[:.]/g, '-')}-${order.orderNumber}.eml`;
    await this.deliver(mail, name, `confirmation for ${order.orderNumber}`);
  }

  async sendStatusNotice(order: Order, notice: StatusNotice): Promise<void> {
    const message = composeStatusNotice(order, notice, this.config.publicUrl);
    const mail: SendMailOptions = {
      from: this.from,
      to: order.customerEmail,
      subject: message.subject,
      text: message.text,
      html: message.html,
      textEncoding: 'base64',
      headers: { 'Content-Language': message.language, 'X-Order-Number': order.orderNumber, 'X-Order-Notice': notice },
    };
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${order.orderNumber}-${notice}.eml`;
    await this.deliver(mail, name, `${notice} notice for ${order.orderNumber}`);
  }

  private async deliver(mail: SendMailOptions, name: string, what: string): Promise<void> {
    if (this.smtp) {
      await this.smtp.sendMail(mail);
      return;
    }
    const info = await this.outbox.sendMail(mail);
    await mkdir(this.outboxDir, { recursive: true });
    // Written under a temporary name first, so a reader never sees half a message.
    const partial = join(this.outboxDir, `.${name}.partial`);
    await writeFile(partial, info.message as Buffer);
    await rename(partial, join(this.outboxDir, name));
    this.logger.log(`No SMTP server configured: ${what} written to ${name}`);
  }
}
