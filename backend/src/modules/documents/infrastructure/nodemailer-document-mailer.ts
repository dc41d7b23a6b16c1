import { Injectable } from '@nestjs/common';
import { MailTransport } from '../../../shared/mail/mail-transport';
import { DocumentMailer } from '../application/document-mailer.port';
import { composeCreditNoteEmail, composeInvoiceReceiptEmail, InvoiceReceiptEmail } from '../application/tax-document.messages';
import type { DocumentLanguage, SoldOrder } from '../domain/document-content';

/** The invoice-receipt's and the credit notes' links to the shopper, through the shop's mail transport (SMTP or the outbox folder). */
@Injectable()
export class NodemailerDocumentMailer extends DocumentMailer {
  constructor(private readonly transport: MailTransport) {
    super();
  }

  sendInvoiceReceipt(order: SoldOrder, document: { number: string; url: string; language: DocumentLanguage }): Promise<void> {
    return this.send(order, document.number, composeInvoiceReceiptEmail(order, document), 'invoice-receipt');
  }

  sendCreditNote(order: SoldOrder, document: { number: string; url: string; language: DocumentLanguage }): Promise<void> {
    return this.send(order, document.number, composeCreditNoteEmail(order, document), 'credit-note');
  }

  private async send(order: SoldOrder, number: string, message: InvoiceReceiptEmail, kind: string): Promise<void> {
    // A credit note's file names its number: an order may have several.
    const suffix = kind === 'credit-note' ? `credit-note-${number.replace(/[^\w-]/g, '_')}` : kind;
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${order.orderNumber}-${suffix}.eml`;
    await this.transport.send(
      {
        to: order.customerEmail,
        subject: message.subject,
        text: message.text,
        html: message.html,
        textEncoding: 'base64',
        headers: { 'Content-Language': message.language, 'X-Order-Number': order.orderNumber, 'X-Tax-Document': number },
      },
      name,
      `${kind} email for ${order.orderNumber}`,
    );
  }
}
