import { Injectable } from '@nestjs/common';
import { TaxDocumentQueries } from '../../documents/application/tax-documents.queries';
import { InvoiceLinks } from '../application/invoice-links.port';

/** Ordering's port answered by the documents context. */
@Injectable()
export class DocumentsInvoiceLinks extends InvoiceLinks {
  constructor(private readonly documents: TaxDocumentQueries) {
    super();
  }

  forOrders(orderIds: readonly string[]): Promise<Map<string, string>> {
    return this.documents.invoiceUrls(orderIds);
  }
}
