import { AppConfig } from '../../../shared/config/app-config';
import { ConfigError, ConfigReader } from '../../../shared/config/config-reader';
import { DocumentsConfig, MorningApiConfig, TAX_DOCUMENT_PROVIDERS, TaxDocumentProviderName } from '../application/documents-config.port';
import { MORNING_API_URL } from './morning.constants';

/** Where the built-in sandbox answers Morning's calls, under the shop's own address. */
export const SANDBOX_DOCUMENTS_ROUTE = 'sandbox/documents';
export const SANDBOX_DOCUMENTS_API = `/${SANDBOX_DOCUMENTS_ROUTE}/api/v1`;
/** The sandbox takes any key; these are sent when none is set. */
const SANDBOX_KEY = { keyId: 'sandbox', secret: 'sandbox' };

function apiKey(reader: ConfigReader): { keyId: string; secret: string } | null {
  const keyId = reader.text('MORNING_API_KEY_ID', {
    shownDefault: 'required for morning',
    about: "Morning's API key id; without it nothing is issued and the back office warns",
  });
  const secret = reader.secret('MORNING_API_SECRET', {
    minLength: 1,
    shownDefault: 'required for morning',
    about: "Morning's API secret that goes with MORNING_API_KEY_ID",
  });
  if (!keyId && !secret) return null;
  if (!keyId) throw new ConfigError('MORNING_API_KEY_ID', 'is required when MORNING_API_SECRET is set');
  if (!secret) throw new ConfigError('MORNING_API_SECRET', 'is required when MORNING_API_KEY_ID is set');
  return { keyId, secret: secret.trim() };
}

const PENDING = 'invoice-receipts and credit notes wait as pending until it is set (nothing is lost)';

function warningFor(provider: TaxDocumentProviderName, api: MorningApiConfig | null, production: boolean): string | null {
  if (provider === 'none') return `No tax documents are issued (TAX_DOCUMENTS_PROVIDER=none): ${PENDING}`;
  if (!api) return `No tax documents are issued: Morning needs MORNING_API_KEY_ID and MORNING_API_SECRET; ${PENDING}`;
  if (provider === 'sandbox' && production)
    return 'Tax documents come from the built-in sandbox (TAX_DOCUMENTS_PROVIDER=sandbox): they are not real tax documents';
  return null;
}

/**
 * Reads and checks the tax-document settings at start, naming the variable at fault. Outside
 * production the built-in sandbox issues the documents (through the Morning adapter, over HTTP to
 * the shop itself); in production the default is none, with a warning, until Morning is configured.
 */
export function loadDocumentsConfig(reader: ConfigReader, app: AppConfig): DocumentsConfig {
  const production = app.nodeEnv === 'production';
  // The same switch as the card sandbox's: a staging shop may run both on purpose.
  const sandboxAllowed = !production || reader.flag('PAYMENT_SANDBOX_IN_PRODUCTION', { fallback: false, about: 'see payments' });
  const provider = reader.choice('TAX_DOCUMENTS_PROVIDER', TAX_DOCUMENT_PROVIDERS, {
    fallback: production ? 'none' : 'sandbox',
    shownDefault: 'sandbox (none in production)',
    about:
      'who issues the tax documents: `morning` (Morning, formerly Green Invoice), the built-in `sandbox` (refused in production unless `PAYMENT_SANDBOX_IN_PRODUCTION=true`), or `none` (documents wait as pending; the log and the back office warn)',
  });
  if (provider === 'sandbox' && !sandboxAllowed) {
    throw new ConfigError(
      'TAX_DOCUMENTS_PROVIDER',
      'is sandbox in production, whose documents are not tax documents: use morning, or set PAYMENT_SANDBOX_IN_PRODUCTION=true for a staging shop',
    );
  }
  const baseUrl = reader.url('MORNING_API_URL', {
    fallback: MORNING_API_URL,
    protocols: ['http:', 'https:'],
    about: "Morning's API (its sandbox: `https://sandbox.d.greeninvoice.co.il/api/v1`)",
  });
  const key = apiKey(reader);
  const api: MorningApiConfig | null =
    provider === 'sandbox'
      ? { baseUrl: `${app.publicUrl}${SANDBOX_DOCUMENTS_API}`, ...(key ?? SANDBOX_KEY) }
      : provider === 'morning' && key
        ? { baseUrl, ...key }
        : null;
  return Object.freeze({
    provider,
    api,
    pollMs: reader.integer('TAX_DOCUMENTS_POLL_MS', {
      fallback: 5_000,
      min: 50,
      max: 600_000,
      about: 'how often each instance looks for documents to issue; also the unit of the retry delays',
    }),
    sandboxAllowed,
    warning: warningFor(provider, api, production),
    shopTimeZone: app.shopTimeZone,
  });
}
