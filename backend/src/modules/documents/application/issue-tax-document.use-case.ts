import { Injectable, Logger } from '@nestjs/common';
import { afterFailedAttempt } from '../../../shared/outbox/retry-schedule';
import {
  buildCreditNote,
  buildInvoiceReceipt,
  DocumentContentProblem,
  DocumentLanguage,
  SoldOrder,
  TaxDocumentContent,
} from '../domain/document-content';
import { MAX_ATTEMPTS } from '../domain/retry-schedule';
import { ClaimedTaxDocument, lastErrorText } from '../domain/tax-document';
import { DocumentMailer } from './document-mailer.port';
import { DocumentsConfig } from './documents-config.port';
import { TaxDocumentProvider } from './tax-document-provider.port';
import { TaxDocumentStore } from './tax-document-store.port';

/** What became of one claimed document. `lost`: another process took it over meanwhile (its lease ran out). */
export type IssueResult = 'issued' | 'will-retry' | 'failed' | 'lost';

type Prepared = { content: TaxDocumentContent; order: SoldOrder } | { problem: string };

/**
 * Issues one document this process holds the lease of: takes what it is about from its request (the
 * paid order, the refund), builds it, asks the provider and records the outcome. A provider out of reach is tried
 * again later with a growing delay; a document the provider refuses, or one that cannot be built, is
 * `failed` at once with the reason, for staff. The shopper gets each document's link by email (the
 * invoice-receipt's, and each refund's credit note).
 */
@Injectable()
export class IssueTaxDocumentUseCase {
  private readonly logger = new Logger('TaxDocuments');

  constructor(
    private readonly store: TaxDocumentStore,
    private readonly provider: TaxDocumentProvider,
    private readonly mailer: DocumentMailer,
    private readonly settings: DocumentsConfig,
  ) {}

  async execute(claim: ClaimedTaxDocument): Promise<IssueResult> {
    const prepared = await this.prepare(claim);
    if ('problem' in prepared) return this.fail(claim, prepared.problem, false);
    const outcome = await this.provider.issue(prepared.content, claim.documentKey);
    if (!outcome.issued) return this.fail(claim, outcome.error, outcome.retryable);
    const recorded = await this.store.recordIssued(claim, {
      providerDocumentId: outcome.providerDocumentId,
      number: outcome.number,
      url: outcome.url,
      issuedAt: new Date(),
    });
    if (!recorded) {
      this.logger.warn(`${claim.documentKey}: issued as ${outcome.number}, but its lease had run out; the holder records it`);
      return 'lost';
    }
    this.logger.log(`${claim.documentKey}: issued as ${outcome.number}`);
    await this.email(claim, prepared.order, { number: outcome.number, url: outcome.url, language: prepared.content.language });
    return 'issued';
  }

  private async prepare(claim: ClaimedTaxDocument): Promise<Prepared> {
    if (!claim.request) return { problem: `${claim.documentKey} was requested by an older release without its content: issue it by hand` };
    const { order, refund } = claim.request;
    const options = { timeZone: this.settings.shopTimeZone, providerLanguages: this.provider.languages };
    try {
      if (claim.kind === 'invoice_receipt') return { content: buildInvoiceReceipt(order, options), order };
      if (!refund) return { problem: `Refund ${claim.refundId} was not found` };
      const invoice = await this.store.invoiceReceiptOf(order.id);
      return { content: buildCreditNote(refund, order, { ...options, invoiceDocumentId: invoice?.providerDocumentId ?? null }), order };
    } catch (error) {
      if (error instanceof DocumentContentProblem) return { problem: error.message };
      throw error;
    }
  }

  private async fail(claim: ClaimedTaxDocument, error: string, retryable: boolean): Promise<IssueResult> {
    const next = afterFailedAttempt(
      claim.attempts,
      new Date(),
      { firstDelayMs: this.settings.pollMs, maxAttempts: MAX_ATTEMPTS },
      retryable,
    );
    const recorded = await this.store.recordFailure(claim, { ...next, error: lastErrorText(error) });
    if (!recorded) return 'lost';
    if (next.state === 'failed') {
      this.logger.error(`${claim.documentKey}: not issued after ${claim.attempts} attempt(s), staff must retry it: ${error}`);
      return 'failed';
    }
    this.logger.warn(`${claim.documentKey}: attempt ${claim.attempts} failed, next at ${next.nextAttemptAt.toISOString()}: ${error}`);
    return 'will-retry';
  }

  /** Once per document, after it is recorded: a mail server that is down never undoes or repeats the issuing. */
  private async email(
    claim: ClaimedTaxDocument,
    order: SoldOrder,
    document: { number: string; url: string; language: DocumentLanguage },
  ): Promise<void> {
    try {
      if (!(await this.store.claimEmail(claim.id, new Date()))) return;
      if (claim.kind === 'credit_note') await this.mailer.sendCreditNote(order, document);
      else await this.mailer.sendInvoiceReceipt(order, document);
    } catch (error) {
      this.logger.warn(`${claim.documentKey}: the email with the link was not sent: ${error instanceof Error ? error.message : error}`);
    }
  }
}
