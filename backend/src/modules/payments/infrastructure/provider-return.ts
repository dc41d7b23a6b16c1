import { providerFields } from './tranzila-callback.parser';
import { FRAME_PARAMS, NOTIFY_TOKEN_PARAM, RESULT_FIELDS } from './tranzila.constants';

/**
 * Fields never put in a browser address: the notify URL carries the order's token, and the card token
 * and handshake token are the provider's secrets for the shop (an address lands in history and logs).
 */
const KEPT_OUT_OF_ADDRESSES = new Set(
  [FRAME_PARAMS.notifyUrl, FRAME_PARAMS.handshakeToken, NOTIFY_TOKEN_PARAM, RESULT_FIELDS.cardToken].map((name) => name.toLowerCase()),
);

/** The storefront's return pages, in both languages (any path below them too). */
export const PROVIDER_RETURN_PATHS = ['payment-success', 'payment-error'].flatMap((page) =>
  ['', 'ru/'].flatMap((language) => [`${language}${page}`, `${language}${page}/*rest`]),
);

/**
 * Where a return page posted by the provider (a terminal setting: GET or POST) is sent: the same
 * storefront page, with the posted fields in its query string, where the page reads them. The path is
 * the request's own, so nothing can send the browser to another site. Showing it sets nothing paid:
 * only the verified notify does.
 */
export function providerReturnLocation(path: string, query: unknown, body: unknown): string {
  const fields = providerFields({ query, body });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (!KEPT_OUT_OF_ADDRESSES.has(name.toLowerCase())) search.set(name, value);
  }
  const safePath = `/${path.replace(/^\/+/, '')}`;
  const text = search.toString();
  return text ? `${safePath}?${text}` : safePath;
}
