import { createServer } from 'node:net';
import { startTestApp, TestApp } from '../support/test-app';
import { aCardOrder, readOrder } from './fixtures';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const decodeHtml = (text: string) => text.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');

function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g))
    fields[decodeHtml(match[1])] = decodeHtml(match[2]);
  return fields;
}

/**
 * A local shop without PUBLIC_URL, opened at 127.0.0.1 or from a phone on the local network: the
 * sandbox's card form and its way back must not be tied to http://localhost:PORT.
 */
describe('the sandbox card form on a shop without PUBLIC_URL (payments)', () => {
  let shop: TestApp;

  beforeAll(async () => {
    const port = await freePort();
    shop = await startTestApp({ env: { PUBLIC_URL: '', PORT: String(port) } });
    // The notify is the backend calling its own default address, http://localhost:PORT.
    await shop.app.listen(port);
  });
  afterAll(() => shop.close());

  it("addresses the form from the page's own origin, returns there, and the notify still pays the order", async () => {
    const order = await aCardOrder(shop);
    const session = await shop.http().post(`/api/payment/session/${order.id}`).set('Host', '192.168.1.20:3000').expect(200);
    const address: string = session.body.data.url;
    expect(address).toMatch(/^\/sandbox\/tranzila\/[^/]+\/iframenew\.php\?/);
    // The notify address inside keeps the shop's own address and its token.
    const frame = new URL(address, 'http://192.168.1.20:3000');
    expect(frame.searchParams.get('notify_url_address')).toMatch(/^http:\/\/localhost:\d+\/api\/payment\/notify\?orderId=.*&token=/);

    const page = await shop.http().get(address).set('Host', '192.168.1.20:3000').expect(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const charge = await shop
      .http()
      .post(frame.pathname.replace('iframenew.php', 'charge'))
      .set('Host', '192.168.1.20:3000')
      .type('form')
      .send({ ...hiddenFields(page.text), sandbox_card_number: '4580 0000 0000 0000', sandbox_expiry: '12/39', sandbox_cvv: '123' })
      .expect(303);
    // Relative: the browser stays on the origin it opened the shop at, whatever the Host header said.
    expect(charge.headers.location).toMatch(new RegExp(`^/payment-success\\?.*orderId=${order.id}`));
    expect(charge.headers.location).not.toContain('192.168.1.20');
    expect(charge.headers.location).not.toContain('notify_url_address');
    expect(await readOrder(shop, order.id)).toMatchObject({ paymentStatus: 'paid', status: 'paid' });
  });
});
