import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/**
 * The shop's mail outbox: without an SMTP server the shop writes each email as an .eml file to
 * DATA_DIR/outbox. run.mjs starts the shop and tells the tests its DATA_DIR (SHOP_DATA_DIR); against
 * a shop started by hand, set SHOP_DATA_DIR to that shop's DATA_DIR. Read-only, test runner side: the
 * shop itself has no route to its outbox.
 */
function outboxDir(): string {
  const dataDir = process.env.SHOP_DATA_DIR;
  if (!dataDir) throw new Error("SHOP_DATA_DIR is not set: run the browser tests with `npm test -w e2e`, or set it to the shop's DATA_DIR");
  return join(dataDir, 'outbox');
}

export interface OutboxEmail {
  to: string;
  language: string;
  subject: string;
  text: string;
}

/** The decoded headers that matter and the text/plain body of a base64-encoded message. */
function readEml(eml: string): OutboxEmail {
  const [rawHeaders] = eml.split('\n\n');
  const headers = rawHeaders.replace(/\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(headers)?.[1]?.trim() ?? '';
  // Encoded words may split a character between them: join their bytes before decoding.
  const words = [...header('Subject').matchAll(/=\?utf-8\?B\?([^?]*)\?=/gi)].map((m) => Buffer.from(m[1], 'base64'));
  const subject = words.length > 0 ? Buffer.concat(words).toString('utf8') : header('Subject');
  const part = /Content-Type: text\/plain[^\n]*\nContent-Transfer-Encoding: base64\n\n([A-Za-z0-9+/=\n]+)/i.exec(eml);
  const text = part ? Buffer.from(part[1].replace(/\n/g, ''), 'base64').toString('utf8') : '';
  return { to: header('To'), language: header('Content-Language'), subject, text };
}

/** Waits for the status notice ('ready', 'cancelled') of an order to land in the outbox; sent after the change. */
export async function statusNotice(orderNumber: string, notice: 'ready' | 'cancelled'): Promise<OutboxEmail> {
  const dir = outboxDir();
  let name: string | undefined;
  await expect
    .poll(
      async () => {
        name = (await readdir(dir).catch(() => [] as string[])).find((file) => file.endsWith(`${orderNumber}-${notice}.eml`));
        return name;
      },
      { message: `the ${notice} email of ${orderNumber} in ${dir}` },
    )
    .toBeTruthy();
  return readEml(await readFile(join(dir, name!), 'utf8'));
}

/** Waits for the invitation to review a completed order; `links` are the review form's addresses in it. */
export async function reviewInvitation(orderNumber: string): Promise<OutboxEmail & { links: string[] }> {
  const dir = outboxDir();
  let name: string | undefined;
  await expect
    .poll(
      async () => {
        name = (await readdir(dir).catch(() => [] as string[])).find((file) => file.endsWith(`${orderNumber}-review.eml`));
        return name;
      },
      { message: `the review invitation of ${orderNumber} in ${dir}` },
    )
    .toBeTruthy();
  const email = readEml(await readFile(join(dir, name!), 'utf8'));
  return { ...email, links: [...email.text.matchAll(/https?:\/\/\S+\/review\?token=[\w.-]+/g)].map((m) => m[0]) };
}

/** Waits for the back-in-stock emails sent to an address (one per request). */
export async function backInStockEmails(to: string, count = 1): Promise<OutboxEmail[]> {
  const dir = outboxDir();
  let found: OutboxEmail[] = [];
  await expect
    .poll(
      async () => {
        // Delivered emails only: the transport writes `.<name>.partial` first and renames it when whole.
        const names = (await readdir(dir).catch(() => [] as string[])).filter(
          (file) => file.includes('-back-in-stock-') && file.endsWith('.eml') && !file.startsWith('.'),
        );
        const emails = await Promise.all(names.map(async (file) => readEml(await readFile(join(dir, file), 'utf8'))));
        found = emails.filter((email) => email.to === to);
        return found.length;
      },
      { message: `${count} back-in-stock email(s) to ${to} in ${dir}` },
    )
    .toBe(count);
  return found;
}
