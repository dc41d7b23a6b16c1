import type { TaxDocumentContent } from '../domain/document-content';

/** The provider's answer, as a result rather than an exception (a refusal is an expected answer). */
export type IssueOutcome =
  | { issued: true; providerDocumentId: string; number: string; url: string }
  /** `retryable`: the provider was out of reach or failed on its side; false: it refused this document. */
  | { issued: false; retryable: boolean; error: string };

/**
 * Port: the registered software that numbers and keeps the shop's tax documents (Morning, or the
 * built-in sandbox speaking Morning's calls). The document key travels with the request, so a
 * provider that knows it can answer the first document again instead of issuing a second.
 */
export abstract class TaxDocumentProvider {
  /** The languages it writes documents in; others get a Hebrew document. */
  abstract readonly languages: readonly string[];
  abstract issue(content: TaxDocumentContent, documentKey: string): Promise<IssueOutcome>;
}
