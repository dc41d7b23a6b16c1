import http from 'node:http';
import https from 'node:https';
import { isIP, LookupFunction } from 'node:net';

export interface PostOutcome {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
}

/** The address the host was resolved to and vetted before this delivery. */
export interface PinnedAddress {
  address: string;
  family: 4 | 6;
}

/**
 * One delivery's POST: the body as signed, within the time limit (less `spentMs`, the time the host's
 * lookup took), no redirects followed (a redirect is an answer that is not 2xx). The connection goes to
 * `to` and nowhere else: the socket's lookup answers that address instead of asking DNS a second time,
 * while the Host header and the TLS server name stay the URL's host, so an https receiver's certificate
 * is still checked against its name.
 */
export function postWebhook(
  url: string,
  to: PinnedAddress,
  body: string,
  headers: Record<string, string>,
  options: { timeoutMs: number; spentMs?: number },
): Promise<PostOutcome> {
  const target = new URL(url);
  const host = target.hostname.replace(/^\[|\]$/g, '');
  const client = target.protocol === 'https:' ? https : http;
  return new Promise<PostOutcome>((resolve) => {
    let statusCode: number | null = null;
    let settled = false;
    const finish = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(outcome);
    };
    // Only the status matters; once it has come, a body cut short by the time limit does not change it.
    const answered = () => finish(byStatus(statusCode as number));
    const timer = setTimeout(
      () => (statusCode === null ? finish(failure(`No answer within ${options.timeoutMs} ms`)) : answered()),
      Math.max(1, options.timeoutMs - (options.spentMs ?? 0)),
    );
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'shop-webhooks/1',
          'Content-Length': Buffer.byteLength(body),
          ...headers,
        },
        // A fresh connection each time: a pooled socket could have been opened to another address.
        agent: false,
        lookup: pinnedLookup(to),
        ...(client === https && !isIP(host) ? { servername: host } : {}),
      },
      (response) => {
        statusCode = response.statusCode ?? 0;
        response.on('end', answered);
        response.on('close', answered);
        response.on('error', answered);
        response.resume();
      },
    );
    request.on('error', (error) => (statusCode === null ? finish(failure(`Could not be reached: ${error.message}`)) : answered()));
    request.end(body);
  });
}

/** Answers the vetted address for the URL's host, whether the socket asks for one address or all of them. */
function pinnedLookup(to: PinnedAddress): LookupFunction {
  return (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address: to.address, family: to.family }]);
    else callback(null, to.address, to.family);
  };
}

function byStatus(status: number): PostOutcome {
  const ok = status >= 200 && status < 300;
  return { ok, statusCode: status, error: ok ? null : `The receiver answered ${status}` };
}

function failure(error: string): PostOutcome {
  return { ok: false, statusCode: null, error };
}
