/**
 * Where a webhook may deliver: an http(s) address without credentials; in production not a host named
 * as local by convention (localhost, *.localhost, *.local, *.internal) unless the shop allows private
 * addresses (WEBHOOK_ALLOW_PRIVATE_ADDRESSES). The addresses themselves (written in the URL or
 * resolved from its host) are judged by the notifications' destinations check, when saved and again
 * at every delivery.
 */
export type WebhookUrlProblem = 'not-a-url' | 'not-http' | 'credentials' | 'private-address';

export function webhookUrlProblem(raw: string, allowPrivate: boolean): WebhookUrlProblem | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'not-a-url';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'not-http';
  if (url.username || url.password) return 'credentials';
  if (!allowPrivate && /(^|\.)localhost\.?$|\.(local|internal)\.?$/i.test(url.hostname)) return 'private-address';
  return null;
}
