import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { DataSource } from 'typeorm';
import { ShopAlertEmailEntity } from '../../src/modules/notifications/infrastructure/shop-alert-email.entity';
import { ResolvedAddress, WebhookHostResolver } from '../../src/modules/notifications/infrastructure/webhook-host-resolver';
import { bearer, TestApp } from '../support/test-app';

export { freePort, notifyPath, providerResult, TEST_HMAC_SECRET } from '../payments/fixtures';
export { aCheckout, aLine, aProduct, placeOrder } from '../ordering/fixtures';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `read` answers something `done` accepts (10 s at most), and answers it. */
export async function eventually<T>(read: () => Promise<T> | T, done: (value: T) => boolean, withinMs = 10_000): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still not there after ${withinMs} ms: ${JSON.stringify(value).slice(0, 2000)}`);
    await sleep(50);
  }
}

/** Sets the shop's alert addresses (and optionally the low-stock default) through Shop settings, as staff do. */
export async function setShopAlerts(shop: TestApp, alertEmails: string[], lowStockThreshold?: number): Promise<void> {
  const current = (await shop.http().get('/api/shop-settings').set('Authorization', bearer(shop.adminToken)).expect(200)).body.data;
  await shop
    .http()
    .put('/api/shop-settings')
    .set('Authorization', bearer(shop.adminToken))
    .send({
      courier_enabled: current.courier_enabled,
      courier_fee: current.courier_fee,
      free_delivery_from: current.free_delivery_from,
      installment_rule: current.installment_rule,
      alert_emails: alertEmails,
      ...(lowStockThreshold === undefined ? {} : { low_stock_threshold: lowStockThreshold }),
    })
    .expect(200);
}

export function shopAlertRows(shop: TestApp): Promise<ShopAlertEmailEntity[]> {
  return shop.app
    .get(DataSource)
    .getRepository(ShopAlertEmailEntity)
    .find({ order: { id: 'ASC' } });
}

export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
}

/** A tiny SMTP server on `port` (no TLS, no login) keeping every message it accepts. */
export async function startSmtpServer(port: number): Promise<{ received: ReceivedMail[]; close: () => Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, subject: decodeSubject(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The decoded Subject header (RFC 2047 encoded words). */
export function decodeSubject(raw: string): string {
  const headers = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const subject = /^Subject: (.*)$/im.exec(headers)?.[1] ?? '';
  const words = [...subject.matchAll(/=\?utf-8\?B\?([^?]*)\?=/gi)].map((m) => Buffer.from(m[1], 'base64'));
  return words.length > 0 ? Buffer.concat(words).toString('utf8') : subject.trim();
}

/** The decoded text/plain part of a message (base64, as the shop's transport writes it). */
export function plainText(raw: string): string {
  const part = /Content-Type: text\/plain[^\n]*\r?\nContent-Transfer-Encoding: base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/i.exec(raw);
  return part ? Buffer.from(part[1].replace(/\r?\n/g, ''), 'base64').toString('utf8') : '';
}

export interface ReceivedPost {
  headers: IncomingHttpHeaders;
  body: string;
  answered: number | 'no answer';
}

/**
 * An integrator's endpoint on this machine: keeps every POST (headers and raw body) and answers each
 * with the next planned reply (`200` once the plan is used up): a status, or `hang` (no answer at all).
 * It listens on 127.0.0.1, or on `::` (every local address, IPv4 and IPv6) when asked.
 */
export async function startReceiver(listenOn: '127.0.0.1' | '::' = '127.0.0.1'): Promise<{
  url: string;
  posts: ReceivedPost[];
  plan: Array<number | 'hang'>;
  close: () => Promise<void>;
}> {
  const posts: ReceivedPost[] = [];
  const plan: Array<number | 'hang'> = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const reply = plan.shift() ?? 200;
      posts.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), answered: reply === 'hang' ? 'no answer' : reply });
      if (reply === 'hang') return;
      res.writeHead(reply, { 'Content-Type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, listenOn, () => resolve()));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hooks/shop`,
    posts,
    plan,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The shop's DNS as a test writes it: `script[host]` is the answer to each lookup of that host in turn
 * (the last one again for every later lookup); other hosts are asked of the real resolver. `asked`
 * lists every host looked up, so a test can count the lookups.
 */
export function scriptDns(shop: TestApp, script: Record<string, string[][]>): { asked: string[]; restore: () => void } {
  const resolver = shop.app.get(WebhookHostResolver);
  const real = resolver.lookup.bind(resolver);
  const asked: string[] = [];
  const spy = jest.spyOn(resolver, 'lookup').mockImplementation(async (host: string): Promise<ResolvedAddress[]> => {
    const turn = asked.filter((earlier) => earlier === host).length;
    asked.push(host);
    const answers = script[host];
    if (!answers) return real(host);
    const answer = answers[Math.min(turn, answers.length - 1)];
    return answer.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  });
  return { asked, restore: () => spy.mockRestore() };
}

/**
 * An https receiver on 127.0.0.1 whose certificate is self-signed for `name` (made with openssl): no
 * client trusts it, so a connection that checks certificates fails; it notes the server name (SNI)
 * each client asks for before that.
 */
export async function startSelfSignedReceiver(name: string): Promise<{ url: string; serverNames: string[]; close: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-tls-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${name}`,
      '-addext',
      `subjectAltName=DNS:${name}`,
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const key = readFileSync(join(dir, 'key.pem'));
  const cert = readFileSync(join(dir, 'cert.pem'));
  rmSync(dir, { recursive: true, force: true });
  const serverNames: string[] = [];
  const server = createTlsServer(
    {
      key,
      cert,
      SNICallback: (serverName, done) => {
        serverNames.push(serverName);
        done(null, undefined);
      },
    },
    (_req, res) => res.writeHead(200).end('ok'),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `https://${name}:${port}/hooks/shop`,
    serverNames,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
