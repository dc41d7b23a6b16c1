import type { EntityManager } from 'typeorm';
import { ProductEntity } from '../modules/catalog/infrastructure/product.entity';
import { REVIEW_LINK_DAYS } from '../modules/reviews/domain/review-link';
import { defaultAuthorName, ratingOf, ReviewStatus } from '../modules/reviews/domain/review';
import { ReviewInvitationEntity } from '../modules/reviews/infrastructure/review-invitation.entity';
import { ReviewEntity } from '../modules/reviews/infrastructure/review.entity';
import { insertDemoRows } from './demo-inserts';
import { seeded } from './demo-random';
import { DEMO_REVIEW_TEXTS, ReviewText } from './demo-review-texts.data';
import { showcaseProductId } from './demo-showcase';
import { wholeSeconds } from '../shared/domain/whole-seconds';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Share of the other bought products their buyers reviewed. */
const REVIEWED_SHARE = 0.3;

/** A product of a completed demo order, as the invitation after its completion named it. */
interface Purchase {
  orderId: string;
  language: 'he' | 'ru';
  customerName: string;
  completedAt: Date;
  productId: number;
  productName: string;
}

async function completedPurchases(manager: EntityManager): Promise<Purchase[]> {
  const rows: Array<Record<string, unknown>> = await manager.query(
    `SELECT o.id AS order_id, o.language AS language, o.customer_name AS customer_name, o.completed_at AS completed_at,
            i.product_id AS product_id, MIN(i.product_name) AS product_name
       FROM orders o JOIN order_items i ON i.order_id = o.id
      WHERE o.status = 'completed' AND i.product_id IS NOT NULL
      GROUP BY o.id, o.language, o.customer_name, o.completed_at, o.created_at, i.product_id
      ORDER BY o.created_at ASC, o.id ASC, i.product_id ASC`,
  );
  return rows.map((row) => ({
    orderId: String(row.order_id),
    language: row.language === 'ru' ? 'ru' : 'he',
    customerName: String(row.customer_name),
    completedAt: asDate(row.completed_at),
    productId: Number(row.product_id),
    productName: String(row.product_name),
  }));
}

/** SQLite hands DATETIME back as text in UTC, mysql2 as a Date. */
const asDate = (value: unknown): Date => (value instanceof Date ? value : new Date(`${String(value).replace(' ', 'T')}Z`));

/** Mostly four and five stars, some three and two, rarely one: how buyers of a well-run shop rate. */
function starsOf(roll: number): number {
  if (roll < 0.5) return 5;
  if (roll < 0.8) return 4;
  if (roll < 0.9) return 3;
  if (roll < 0.97) return 2;
  return 1;
}

/**
 * Reviews of the demo's completed orders, as buyers write them through the emailed link and staff
 * moderate them: most published, the newest few still waiting for staff, an off-topic one or two
 * hidden, some answered by the shop. Every completed order has the invitations its completion sent;
 * the showcase product (demo-showcase.ts) is reviewed by each of its buyers, so its page shows more
 * than one page of reviews in both languages. Each reviewed product's average and count are written
 * with the reviews (the reviews context's rule); its shopper documents are rendered after the load.
 */
export async function writeDemoReviews(manager: EntityManager, now: Date): Promise<number> {
  const random = seeded(34);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const purchases = await completedPurchases(manager);
  const showcase = await showcaseProductId(manager);

  const invitations = purchases.map((purchase) =>
    Object.assign(new ReviewInvitationEntity(), {
      orderId: purchase.orderId,
      productId: purchase.productId,
      productName: purchase.productName.slice(0, 200),
      authorName: defaultAuthorName(purchase.customerName),
      language: purchase.language,
      expiresAt: wholeSeconds(purchase.completedAt.getTime() + REVIEW_LINK_DAYS * DAY_MS),
      createdAt: wholeSeconds(purchase.completedAt.getTime()),
    }),
  );

  // No product shows one text twice (two buyers, or one buyer of two orders, do not write alike).
  const usedTexts = new Map<number, Set<ReviewText>>();
  const pickFresh = (productId: number, list: readonly ReviewText[]): ReviewText => {
    const used = usedTexts.get(productId) ?? new Set<ReviewText>();
    const fresh = list.filter((text) => !used.has(text));
    const text = pick(fresh.length > 0 ? fresh : list);
    usedTexts.set(productId, used.add(text));
    return text;
  };
  const reviews: ReviewEntity[] = [];
  let showcaseReviews = 0;
  let hidden = 0;
  for (const purchase of purchases) {
    const onShowcase = purchase.productId === showcase;
    if (!onShowcase && random() >= REVIEWED_SHARE) continue;
    // Written within two weeks of the completion, and not yet for an order done in the last hour.
    const done = purchase.completedAt.getTime();
    const latest = Math.min(done + 14 * DAY_MS, now.getTime());
    if (latest - done < HOUR_MS) continue;
    const writtenAt = wholeSeconds(done + HOUR_MS + random() * (latest - done - HOUR_MS));
    const texts = DEMO_REVIEW_TEXTS[purchase.language];
    // The showcase keeps one waiting and one hidden review among its first, so its page shows neither.
    const nth = onShowcase ? ++showcaseReviews : 0;
    const recent = now.getTime() - writtenAt.getTime() < 5 * DAY_MS;
    let status: ReviewStatus = nth === 3 || (!onShowcase && recent && random() < 0.6) ? 'pending' : 'published';
    let stars = starsOf(random());
    let text = pickFresh(purchase.productId, stars >= 4 ? texts.good : stars === 3 ? texts.mixed : texts.poor);
    if (nth === 5 || (!onShowcase && hidden < 1 && random() < 0.02)) {
      status = 'hidden';
      text = pick(texts.offTopic);
      stars = 5;
      hidden++;
    }
    // The shop answers most criticism and a little praise, the day after; never a hidden review.
    const answered = status === 'published' && random() < (stars <= 3 ? 0.7 : 0.08);
    const answeredAt = answered ? wholeSeconds(Math.min(writtenAt.getTime() + DAY_MS, now.getTime())) : null;
    reviews.push(
      Object.assign(new ReviewEntity(), {
        productId: purchase.productId,
        orderId: purchase.orderId,
        stars,
        title: text[0],
        text: text[1],
        authorName: defaultAuthorName(purchase.customerName),
        language: purchase.language,
        status,
        answer: answered ? pick(stars <= 3 ? texts.answersToCriticism : texts.answersToPraise) : null,
        answeredAt,
        createdAt: writtenAt,
        updatedAt: answeredAt ?? writtenAt,
      }),
    );
  }

  await insertDemoRows(manager, ReviewInvitationEntity, invitations);
  await insertDemoRows(manager, ReviewEntity, reviews);

  const publishedStars = new Map<number, number[]>();
  for (const review of reviews.filter((r) => r.status === 'published')) {
    publishedStars.set(review.productId, [...(publishedStars.get(review.productId) ?? []), review.stars]);
  }
  for (const [productId, stars] of publishedStars) {
    const rating = ratingOf(stars);
    await manager.update(ProductEntity, { id: productId }, { ratingAverage: rating.average, ratingCount: rating.count });
  }
  return reviews.length;
}
