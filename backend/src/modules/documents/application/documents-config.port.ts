export const TAX_DOCUMENT_PROVIDERS = ['sandbox', 'morning', 'none'] as const;
export type TaxDocumentProviderName = (typeof TAX_DOCUMENT_PROVIDERS)[number];

export interface MorningApiConfig {
  /** Ends with /api/v1: the calls are `${baseUrl}/account/token` and `${baseUrl}/documents`. */
  baseUrl: string;
  keyId: string;
  secret: string;
}

/**
 * Tax-document settings, read and validated once at start (infrastructure/documents.config.ts).
 * Also the DI token.
 */
export abstract class DocumentsConfig {
  abstract readonly provider: TaxDocumentProviderName;
  /** Where documents are issued; null when none can be (provider none, or Morning without its keys). */
  abstract readonly api: MorningApiConfig | null;
  /** How often each process looks for due documents (and the unit of the retry delays). */
  abstract readonly pollMs: number;
  /** The built-in sandbox's endpoints are served: outside production, or where the payment sandbox is allowed. */
  abstract readonly sandboxAllowed: boolean;
  /** What staff and the log must hear about the settings (documents not issued, or not real); null when all is well. */
  abstract readonly warning: string | null;
  /** The shop's clock: a document is dated the shop's day. */
  abstract readonly shopTimeZone: string;
}
