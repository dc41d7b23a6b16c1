/** The webhooks' description in the API document: the body, the headers and how a receiver checks them. */
export const WEBHOOKS_DESCRIPTION = `Staff (admins) register integrators' addresses for order events: \`order.placed\`, \`order.paid\`
(a card, Bit or cash payment settled), \`order.status_changed\` (body has \`data.previous_status\`) and \`order.cancelled\`.
Each event is posted as JSON to every active webhook subscribed to it:

\`\`\`
POST <url>
Content-Type: application/json
X-Shop-Event: order.placed
X-Shop-Delivery: 7b0c1d2e-5f60-4a4b-9c1d-2e3f4a5b6c7d
X-Shop-Timestamp: 1795750000
X-Shop-Signature: sha256=5d41402abc4b2a76b9719d911017c592...

{"id":"7b0c1d2e-...","event":"order.placed","created_at":"2026-11-25T10:00:00.000Z",
 "data":{"order":{"id":"...","order_number":"ORD-...","status":"unpaid","payment_status":"pending",
 "payment_method":"credit_card","paid_with":null,"installments":null,"language":"he",
 "customer":{"name":"...","email":"...","phone":"...","company_name":null},
 "delivery":{"method":"courier","fee":30,"address":"..."},"notes":null,
 "items":[{"product_id":1,"variant_id":null,"product_name":"...","variant_name":"","quantity":2,"unit_price":100,"total_price":200}],
 "items_total":200,"discount_code":null,"discount_amount":0,"total_amount":230,
 "created_at":"...","paid_at":null}}}
\`\`\`

**Signature.** \`X-Shop-Signature\` is \`sha256=\` and the hex HMAC-SHA256, under the webhook's secret (answered once, when
the webhook is created), of the timestamp header, a dot and the raw body. Check it on the raw bytes before parsing,
compare in constant time, and refuse a timestamp more than 5 minutes from your clock (a replay). Node.js:

\`\`\`js
const { createHmac, timingSafeEqual } = require('node:crypto');
function verify(secret, rawBody, headers) {
  const timestamp = headers['x-shop-timestamp'];
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const expected = 'sha256=' + createHmac('sha256', secret).update(timestamp + '.' + rawBody).digest('hex');
  const given = String(headers['x-shop-signature'] ?? '');
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}
\`\`\`

**Delivery.** Any 2xx answer within WEBHOOK_TIMEOUT_MS (10 s) is a delivery; anything else is tried again after
WEBHOOK_RETRY_BASE_MS (30 s), then twice as long each time (at most an hour apart), up to WEBHOOK_MAX_ATTEMPTS (10).
Every attempt is signed afresh (a new timestamp); the body, and its \`id\`, stay the same, so a receiver drops an
\`id\` it has seen (deliveries are at least once). Redirects are not followed. Staff see every delivery in the log
and may send one again. Addresses must be http(s); in production they must lead to public addresses only (unless
WEBHOOK_ALLOW_PRIVATE_ADDRESSES=true): private, loopback, link-local, unique-local, carrier-grade NAT, multicast and
reserved addresses are refused, as are IPv6 forms carrying one (IPv4-mapped, IPv4-compatible, NAT64, 6to4, Teredo),
and host names resolving to one; checked when saved and again at every attempt, which connects to the address it
checked.`;
