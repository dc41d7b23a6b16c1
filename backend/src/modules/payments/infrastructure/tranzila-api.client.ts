import { Logger } from '@nestjs/common';
import { Agorot, toShekels } from 'shop-rules';
import type { ProviderTransactionLookup } from '../application/payment-provider.port';
import type { PaymentsConfig, TranzilaApiCredentials } from '../application/payments-config.port';
import { parseDecimalAmount } from '../domain/payment-notification';
import { ProviderUnavailableError } from '../domain/payment.errors';
import { tranzilaApiHeaders } from './tranzila-api.auth';
import {
  HANDSHAKE_TOKEN_PATHS,
  LOOKUP_AMOUNT_FIELDS,
  LOOKUP_CODE_FIELDS,
  LOOKUP_INDEX_FIELDS,
  LOOKUP_LIST_PATHS,
  TRANZILA_API_TIMEOUT_MS,
  TRANZILA_HANDSHAKE_URL,
  TRANZILA_TRANSACTIONS_URL,
} from './tranzila.constants';

type Json = Record<string, unknown>;

function at(value: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Json)[key] : undefined), value);
}

function firstText(row: Json, names: readonly string[]): string | null {
  for (const name of names) {
    const value = row[name];
    if (typeof value === 'string' || typeof value === 'number') return String(value).trim();
  }
  return null;
}

/** The two Tranzila API calls the shop makes: the amount handshake and the transaction lookup. */
export class TranzilaApiClient {
  private readonly logger = new Logger('TranzilaApi');

  constructor(
    private readonly settings: Pick<PaymentsConfig, 'terminal' | 'api'>,
    // Looked up at call time, so tests can stand in for the provider.
    private readonly fetcher: typeof fetch = (input, init) => globalThis.fetch(input, init),
  ) {}

  get configured(): boolean {
    return this.settings.api !== null;
  }

  /** A `thtk` token that makes the provider refuse any other sum for this frame. */
  async handshake(amount: Agorot): Promise<string> {
    const answer = await this.post(TRANZILA_HANDSHAKE_URL, { terminal_name: this.settings.terminal, sum: toShekels(amount) });
    for (const path of HANDSHAKE_TOKEN_PATHS) {
      const token = at(answer, path);
      if (typeof token === 'string' && token.trim() !== '') return token.trim();
    }
    this.logger.error('Handshake answer carries no thtk token');
    throw new ProviderUnavailableError('handshake answer without thtk');
  }

  async lookupTransaction(transactionIndex: string): Promise<ProviderTransactionLookup> {
    const answer = await this.post(TRANZILA_TRANSACTIONS_URL, {
      terminal_name: this.settings.terminal,
      transaction_index: transactionIndex,
    });
    const rows = LOOKUP_LIST_PATHS.map((path) => at(answer, path)).find(Array.isArray) as unknown[] | undefined;
    const row = (rows ?? [])
      .filter((r): r is Json => typeof r === 'object' && r !== null)
      .find((r) => firstText(r, LOOKUP_INDEX_FIELDS) === transactionIndex);
    if (!row) return { found: false, responseCode: null, amount: null };
    return {
      found: true,
      responseCode: firstText(row, LOOKUP_CODE_FIELDS),
      amount: parseDecimalAmount(firstText(row, LOOKUP_AMOUNT_FIELDS)),
    };
  }

  private async post(url: string, body: Json): Promise<unknown> {
    const credentials = this.settings.api as TranzilaApiCredentials | null;
    if (!credentials) throw new ProviderUnavailableError('Tranzila API keys are not configured');
    let response: Response;
    try {
      response = await this.fetcher(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...tranzilaApiHeaders(credentials) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TRANZILA_API_TIMEOUT_MS),
      });
    } catch (error) {
      this.logger.error(`${url} unreachable: ${error instanceof Error ? error.message : String(error)}`);
      throw new ProviderUnavailableError(`${url} unreachable`);
    }
    if (!response.ok) {
      this.logger.error(`${url} answered HTTP ${response.status}`);
      throw new ProviderUnavailableError(`${url} answered ${response.status}`);
    }
    try {
      return await response.json();
    } catch {
      this.logger.error(`${url} answered something other than JSON`);
      throw new ProviderUnavailableError(`${url} answered no JSON`);
    }
  }
}
