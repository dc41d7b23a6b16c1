import { IssueOutcome, TaxDocumentProvider } from '../application/tax-document-provider.port';

/** No provider (TAX_DOCUMENTS_PROVIDER=none, or Morning without its keys): nothing is issued, documents wait. */
export class UnconfiguredDocumentProvider extends TaxDocumentProvider {
  readonly languages: readonly string[] = ['he'];

  constructor(private readonly reason: string) {
    super();
  }

  async issue(): Promise<IssueOutcome> {
    return { issued: false, retryable: true, error: this.reason };
  }
}
