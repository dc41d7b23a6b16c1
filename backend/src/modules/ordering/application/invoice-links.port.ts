/** Port: the links of orders' issued invoice-receipts (the documents context keeps them). */
export abstract class InvoiceLinks {
  /** By order id; orders without an issued invoice-receipt are left out. */
  abstract forOrders(orderIds: readonly string[]): Promise<Map<string, string>>;
}
