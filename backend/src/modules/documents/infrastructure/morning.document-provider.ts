import type { MorningApiConfig } from '../application/documents-config.port';
import { IssueOutcome, TaxDocumentProvider } from '../application/tax-document-provider.port';
import type { TaxDocumentContent } from '../domain/document-content';
import { toMorningDocument } from './morning-document-request';
import {
  MORNING_CALL_TIMEOUT_MS,
  MORNING_DOCUMENTS_PATH,
  MORNING_LANGUAGES,
  MORNING_TOKEN_PATH,
  MORNING_TOKEN_REUSE_MS,
  MORNING_URL_LANGUAGES,
  MorningErrorBody,
} from './morning.constants';

type Fetch = typeof fetch;

/**
 * No document could be asked for: the provider out of reach (refused connection, time limit), or no
 * API token (wrong keys are the shop's settings, not the document's fault: tried again after a fix).
 */
class ProviderTrouble extends Error {}

interface Answer {
  status: number;
  body: unknown;
}

/** 408, 429 and 5xx are the provider's passing trouble; any other 4xx is its refusal of the request. */
const retryableStatus = (status: number) => status === 408 || status === 429 || status >= 500;

function errorText(answer: Answer): string {
  const body = answer.body as MorningErrorBody | null;
  const message = typeof body?.errorMessage === 'string' ? body.errorMessage : null;
  return `Morning answered ${answer.status}${message ? `: ${message}` : ''}${typeof body?.errorCode === 'number' ? ` (code ${body.errorCode})` : ''}`;
}

/** The link in the document's language when the answer has one per language. */
function linkOf(url: unknown, language: string): string | null {
  if (typeof url === 'string') return url;
  if (!url || typeof url !== 'object') return null;
  const links = url as Record<string, unknown>;
  for (const key of [language, ...MORNING_URL_LANGUAGES]) if (typeof links[key] === 'string') return links[key] as string;
  return null;
}

/**
 * Issues documents through Morning's API (or anything that speaks it: the built-in sandbox). A bearer
 * token from `POST /account/token` is kept and asked for again on a 401. Answers are results, never
 * exceptions: unreachable or failing on Morning's side is retried by the outbox, a refusal is not.
 */
export class MorningDocumentProvider extends TaxDocumentProvider {
  readonly languages: readonly string[] = MORNING_LANGUAGES;
  private token: { value: string; until: number } | null = null;

  constructor(
    private readonly api: MorningApiConfig,
    private readonly fetchFn: Fetch = fetch,
    private readonly now: () => number = Date.now,
  ) {
    super();
  }

  async issue(content: TaxDocumentContent, documentKey: string): Promise<IssueOutcome> {
    try {
      const body = toMorningDocument(content, documentKey);
      let answer = await this.post(MORNING_DOCUMENTS_PATH, body, await this.bearer());
      if (answer.status === 401) {
        // The token expired (or was revoked): one new token, one more try.
        this.token = null;
        answer = await this.post(MORNING_DOCUMENTS_PATH, body, await this.bearer());
      }
      if (answer.status < 200 || answer.status > 299) {
        return { issued: false, retryable: retryableStatus(answer.status), error: errorText(answer) };
      }
      const document = answer.body as { id?: unknown; number?: unknown; url?: unknown } | null;
      const url = linkOf(document?.url, content.language);
      if (!document || (typeof document.id !== 'string' && typeof document.id !== 'number') || document.number === undefined || !url) {
        // Something was issued, but the answer does not say what: the same key asks again later.
        return { issued: false, retryable: true, error: 'Morning answered a document without its id, number or link' };
      }
      return { issued: true, providerDocumentId: String(document.id), number: String(document.number), url };
    } catch (error) {
      if (error instanceof ProviderTrouble) return { issued: false, retryable: true, error: error.message };
      throw error;
    }
  }

  private async bearer(): Promise<string> {
    if (this.token && this.token.until > this.now()) return this.token.value;
    const answer = await this.post(MORNING_TOKEN_PATH, { id: this.api.keyId, secret: this.api.secret });
    const token = (answer.body as { token?: unknown } | null)?.token;
    if (answer.status !== 200 || typeof token !== 'string' || !token) {
      throw new ProviderTrouble(`No API token: ${errorText(answer)}`);
    }
    this.token = { value: token, until: this.now() + MORNING_TOKEN_REUSE_MS };
    return token;
  }

  private async post(path: string, body: unknown, token?: string): Promise<Answer> {
    let response: Response;
    try {
      response = await this.fetchFn(`${this.api.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(MORNING_CALL_TIMEOUT_MS),
      });
    } catch (error) {
      const cause = (error as { cause?: unknown }).cause;
      throw new ProviderTrouble(`Morning could not be reached: ${String(cause ?? (error as Error).message ?? error)}`);
    }
    const text = await response.text().catch(() => '');
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    return { status: response.status, body: parsed };
  }
}
