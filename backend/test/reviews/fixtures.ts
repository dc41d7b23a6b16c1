import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AppConfig } from '../../src/shared/config/app-config';
import { signReviewLink } from '../../src/modules/reviews/domain/review-link';
import { reviewLinkKeyOf } from '../../src/modules/reviews/infrastructure/review-link-keys';
import type { TestApp } from '../support/test-app';
import { asAdmin, readEml } from '../ordering/fixtures';

/** Waits for the review invitation of an order in the outbox and returns it read. */
export async function invitationOf(shop: TestApp, orderNumber: string, timeoutMs = 5000) {
  const dir = join(shop.dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = await readdir(dir).catch(() => [] as string[]);
    const name = names.find((n) => n.endsWith(`${orderNumber}-review.eml`));
    if (name) {
      const eml = readEml(await readFile(join(dir, name), 'utf8'));
      const tokens = [...eml.text.matchAll(/\/review\?token=([A-Za-z0-9_.-]+)/g)].map((m) => m[1]);
      return { ...eml, tokens };
    }
    if (Date.now() > deadline) throw new Error(`no review invitation for ${orderNumber}; found ${names.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const invitationsIn = async (shop: TestApp, orderNumber: string) =>
  (await readdir(join(shop.dataDir, 'outbox')).catch(() => [] as string[])).filter((n) => n.endsWith(`${orderNumber}-review.eml`));

export async function completeOrder(shop: TestApp, orderId: string): Promise<void> {
  await shop.http().patch(`/api/orders/${orderId}/status`).set(asAdmin(shop)).send({ status: 'completed' }).expect(200);
}

/** A link signed with the shop's own key, for claims the shop never emailed. */
export function aSignedLink(shop: TestApp, claims: { orderId: string; productId: number; expiresAt: Date }): string {
  return signReviewLink(reviewLinkKeyOf(shop.app.get(AppConfig)).key, claims);
}

export const aReview = (token: string, over: Record<string, unknown> = {}) => ({
  token,
  stars: 5,
  title: 'Holds its shape',
  text: 'Two seasons of training and still round.',
  author_name: 'Dana L.',
  ...over,
});
