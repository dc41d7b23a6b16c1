import type { OrderWire, TaxDocumentsStatusWire, TaxDocumentWire } from '../api/wire';
import { httpClient } from '../providers/httpClient';

/** The tax documents' calls: an order's documents, a retry, the status (banner) and the desk's cash payment. */
export const taxDocumentsQueryKey = (orderId: string) => ['tax-documents', orderId] as const;
export const TAX_DOCUMENTS_STATUS_QUERY_KEY = ['tax-documents', 'status'] as const;

export async function fetchTaxDocuments(orderId: string): Promise<TaxDocumentWire[]> {
  const { json } = await httpClient(`/api/admin/orders/${encodeURIComponent(orderId)}/tax-documents`);
  return json as TaxDocumentWire[];
}

export async function retryTaxDocument(id: number): Promise<TaxDocumentWire> {
  const { json } = await httpClient(`/api/admin/tax-documents/${id}/retry`, { method: 'POST' });
  return json as TaxDocumentWire;
}

export async function fetchTaxDocumentsStatus(): Promise<TaxDocumentsStatusWire> {
  const { json } = await httpClient('/api/admin/tax-documents/status');
  return json as TaxDocumentsStatusWire;
}

/** POST /api/orders/{id}/cash-payment: the server records the payment (once) and answers the order. */
export async function recordCashPayment(orderId: string): Promise<OrderWire> {
  const { json } = await httpClient(`/api/orders/${encodeURIComponent(orderId)}/cash-payment`, { method: 'POST' });
  return json as OrderWire;
}
