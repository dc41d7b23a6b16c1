import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TaxDocumentRequests } from '../../documents/application/tax-document-requests.port';
import { soldOrderOf } from '../application/sold-order.views';
import { orderInTransaction } from './order-in-transaction';

/** A paid order's invoice-receipt, asked of the documents context in the paying transaction. */
@Injectable()
export class DocumentsForOrders {
  constructor(private readonly documents: TaxDocumentRequests) {}

  async requestInvoiceReceipt(manager: EntityManager, orderId: string): Promise<void> {
    const order = await orderInTransaction(manager, orderId);
    if (order) await this.documents.requestInvoiceReceipt(manager, soldOrderOf(order));
  }
}
