/** English texts of the tax documents: the order's block, the cash payment and the banner (spread into en.resources). */
export const taxDocumentsEn = {
  'tax-documents': {
    name: 'Tax documents',
    loading: 'Loading the tax documents...',
    failed: 'Failed to load the tax documents',
    empty_unpaid: 'The invoice-receipt is issued once the order is paid',
    empty: 'No tax documents',
    table: 'The tax documents',
    fields: { kind: 'Document', number: 'Number', state: 'State', attempts: 'Attempts', last_error: 'Last error' },
    kinds: { invoice_receipt: 'Invoice-receipt', credit_note: 'Credit note' },
    states: { pending: 'Pending', issued: 'Issued', failed: 'Failed' },
    open: 'Open %{kind} %{number} (new tab)',
    no_number: 'Not issued yet',
    retry: 'Retry',
    retry_of: 'Retry: %{kind}',
    retried: 'The document will be issued again shortly',
    retry_failed: 'The document could not be retried',
    banner: {
      none: 'Tax documents are not being issued: no document provider is set. Invoice-receipts and credit notes wait until one is.',
      no_keys: "Tax documents are not being issued: Morning's API key is missing. Invoice-receipts and credit notes wait until it is set.",
      not_real: 'Tax documents come from the sandbox: they are not real tax documents.',
      server: 'Server',
    },
    cash_payment: {
      button: 'Paid at the store',
      confirm_title: 'Mark order %{number} as paid?',
      confirm: 'The customer paid %{amount} at the store. The invoice-receipt will be issued and emailed to the customer.',
      confirm_button: 'Mark as paid',
      done: 'Order marked as paid: its invoice-receipt is being issued',
      failed: 'The order could not be marked as paid',
    },
  },
};
