import { AppConfig, ConfigError, flag } from '../../../shared/config/app-config';
import {
  DocumentsSettings,
  MorningApiSettings,
  TAX_DOCUMENT_PROVIDERS,
  TaxDocumentProviderName,
} from '../application/documents-settings.port';
import { MORNING_API_URL } from './morning.constants';

type Env = AppConfig['env'];

/** Where the built-in sandbox answers Morning's calls, under the shop's own address. */
export const SANDBOX_DOCUMENTS_ROUTE = 'sandbox/documents';
export const SANDBOX_DOCUMENTS_API = `/${SANDBOX_DOCUMENTS_ROUTE}/api/v1`;
/** The sandbox takes any key; these are sent when none is set. */
const SANDBOX_KEY = { keyId: 'sandbox', secret: 'sandbox' };
const DEFAULT_POLL_MS = 5_000;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function choice<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(raw)) throw new ConfigError(name, `must be ${allowed.join(', ')}, got "${raw}"`);
  return raw as T;
}

function milliseconds(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `must be a whole number of milliseconds, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

function apiUrl(env: Env): string {
  const raw = text(env, 'MORNING_API_URL') ?? MORNING_API_URL;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError('MORNING_API_URL', `must be a URL, got "${raw}"`);
  }
  if (!['http:', 'https:'].includes(parsed.protocol))
    throw new ConfigError('MORNING_API_URL', `must start with https:, got "${parsed.protocol}"`);
  return raw.replace(/\/+$/, '');
}

function apiKey(env: Env): { keyId: string; secret: string } | null {
  const keyId = text(env, 'MORNING_API_KEY_ID');
  const secret = text(env, 'MORNING_API_SECRET');
  if (!keyId && !secret) return null;
  if (!keyId) throw new ConfigError('MORNING_API_KEY_ID', 'is required when MORNING_API_SECRET is set');
  if (!secret) throw new ConfigError('MORNING_API_SECRET', 'is required when MORNING_API_KEY_ID is set');
  return { keyId, secret };
}

const PENDING = 'invoice-receipts and credit notes wait as pending until it is set (nothing is lost)';

function warningFor(provider: TaxDocumentProviderName, api: MorningApiSettings | null, production: boolean): string | null {
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
export function loadDocumentsSettings(config: AppConfig): DocumentsSettings {
  const env = config.env;
  const production = config.nodeEnv === 'production';
  // The same switch as the card sandbox's: a staging shop may run both on purpose.
  const sandboxAllowed = !production || flag(env, 'PAYMENT_SANDBOX_IN_PRODUCTION', false);
  const provider = choice(env, 'TAX_DOCUMENTS_PROVIDER', TAX_DOCUMENT_PROVIDERS, production ? 'none' : 'sandbox');
  if (provider === 'sandbox' && !sandboxAllowed) {
    throw new ConfigError(
      'TAX_DOCUMENTS_PROVIDER',
      'is sandbox in production, whose documents are not tax documents: use morning, or set PAYMENT_SANDBOX_IN_PRODUCTION=true for a staging shop',
    );
  }
  const baseUrl = apiUrl(env);
  const key = apiKey(env);
  const api: MorningApiSettings | null =
    provider === 'sandbox'
      ? { baseUrl: `${config.publicUrl}${SANDBOX_DOCUMENTS_API}`, ...(key ?? SANDBOX_KEY) }
      : provider === 'morning' && key
        ? { baseUrl, ...key }
        : null;
  return Object.freeze({
    provider,
    api,
    pollMs: milliseconds(env, 'TAX_DOCUMENTS_POLL_MS', DEFAULT_POLL_MS, 50, 600_000),
    sandboxAllowed,
    warning: warningFor(provider, api, production),
    shopTimeZone: config.shopTimeZone,
  });
}
