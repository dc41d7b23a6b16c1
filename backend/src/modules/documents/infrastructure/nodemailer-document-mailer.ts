import { Injectable } from '@nestjs/common';
import { MailTransport } from '../../../shared/mail/mail-transport';
import { DocumentMailer } from '../application/document-mailer.port';
import { composeInvoiceReceiptEmail } from '../application/invoice-receipt-email';
import type { DocumentLanguage, SoldOrder } from '../domain/document-content';

/** The invoice-receipt's link to the shopper, through the shop's mail transport (SMTP or the outbox folder). */
@Injectable()
export class NodemailerDocumentMailer extends DocumentMailer {
  constructor(private readonly transport: MailTransport) {
    super();
  }

  async sendInvoiceReceipt(order: SoldOrder, document: { number: string; url: string; language: DocumentLanguage }): Promise<void> {
    const message = composeInvoiceReceiptEmail(order, document);
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${order.orderNumber}-invoice-receipt.eml`;
    await this.transport.send(
      {
        to: order.customerEmail,
        subject: message.subject,
        text: message.text,
        html: message.html,
        textEncoding: 'base64',
        headers: { 'Content-Language': message.language, 'X-Order-Number': order.orderNumber, 'X-Tax-Document': document.number },
      },
      name,
      `invoice-receipt email for ${order.orderNumber}`,
    );
  }
}
