import { Injectable } from '@nestjs/common';
import type { TaxDocument } from '../domain/tax-document';
import { DocumentsConfig, TaxDocumentProviderName } from './documents-config.port';
import { TaxDocumentStore } from './tax-document-store.port';

export interface TaxDocumentsStatus {
  provider: TaxDocumentProviderName;
  /** Documents can be issued: a provider with its keys (the sandbox needs none). */
  configured: boolean;
  warning: string | null;
}

/** What staff and other contexts read of the tax documents (exported by DocumentsModule). */
@Injectable()
export class TaxDocumentQueries {
  constructor(
    private readonly store: TaxDocumentStore,
    private readonly settings: DocumentsConfig,
  ) {}

  listForOrder(orderId: string): Promise<TaxDocument[]> {
    return this.store.listForOrder(orderId);
  }

  /** The issued invoice-receipts' links of these orders, by order id (orders without one are left out). */
  invoiceUrls(orderIds: readonly string[]): Promise<Map<string, string>> {
    return orderIds.length === 0 ? Promise.resolve(new Map()) : this.store.invoiceUrls(orderIds);
  }

  status(): TaxDocumentsStatus {
    return { provider: this.settings.provider, configured: this.settings.api !== null, warning: this.settings.warning };
  }
}
