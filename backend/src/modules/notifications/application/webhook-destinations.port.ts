/**
 * Where a delivery connects: the webhook host's addresses, asked once. `vetted` is the one address to
 * connect to (and nothing else: asking again could answer another, the DNS rebinding trick); `refused`
 * names the first address in a refused range (in production, unless WEBHOOK_ALLOW_PRIVATE_ADDRESSES).
 */
export type WebhookDestination =
  | { kind: 'vetted'; address: string; family: 4 | 6 }
  | { kind: 'refused'; address: string; range: string }
  | { kind: 'unresolved'; reason: string };

/** Port: the webhook addresses' check, when staff save one and again at every delivery (DNS may change). */
export abstract class WebhookDestinations {
  /** The URL's host resolved once (an address written in the URL is its own answer) and judged. */
  abstract resolve(url: string): Promise<WebhookDestination>;
}
