import { Injectable } from '@nestjs/common';
import { MailTransport } from '../../../shared/mail/mail-transport';
import { BackInStockMail, BackInStockMailer } from '../application/back-in-stock-mailer.port';

/** Back-in-stock emails through the shop's mail transport (SMTP, or the outbox folder). */
@Injectable()
export class NodemailerBackInStockMailer extends BackInStockMailer {
  constructor(private readonly transport: MailTransport) {
    super();
  }

  async send(mail: BackInStockMail): Promise<void> {
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-back-in-stock-${mail.requestId}.eml`;
    await this.transport.send(
      {
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: { 'Content-Language': mail.language, 'X-Back-In-Stock-Request': String(mail.requestId) },
        list: { unsubscribe: mail.unsubscribeLink },
      },
      name,
      `back-in-stock email ${mail.requestId}`,
    );
  }
}
