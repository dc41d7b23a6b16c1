import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPrivateAddress } from '../domain/webhook-url';

export interface PostOutcome {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
}

/**
 * One delivery's POST: the body as signed, within the time limit, no redirects followed (a redirect is
 * an answer that is not 2xx). Unless private addresses are allowed, a host name that resolves to one
 * is refused before anything is sent.
 */
export async function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: { timeoutMs: number; allowPrivate: boolean },
): Promise<PostOutcome> {
  try {
    if (!options.allowPrivate) {
      const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
      const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address);
      if (addresses.some(isPrivateAddress)) return { ok: false, statusCode: null, error: 'The address resolves to a private network' };
    }
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': 'shop-webhooks/1', ...headers },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    // Only the status matters; the body is read (at most what arrives in time) so the connection is freed.
    await response.arrayBuffer().catch(() => undefined);
    const ok = response.status >= 200 && response.status < 300;
    return { ok, statusCode: response.status, error: ok ? null : `The receiver answered ${response.status}` };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    const message =
      name === 'TimeoutError' || name === 'AbortError'
        ? `No answer within ${options.timeoutMs} ms`
        : `Could not be reached${cause || (error instanceof Error ? `: ${error.message}` : '')}`;
    return { ok: false, statusCode: null, error: message };
  }
}
