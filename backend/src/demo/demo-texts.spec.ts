import { DEMO_ARTICLES } from './demo-articles.data';
import { PICKUP } from './demo-catalog.writer';
import { DEMO_CATEGORIES } from './demo-categories.data';
import { BALL_GAME_PRODUCTS } from './demo-products-ball-games.data';
import { COMBAT_PRODUCTS } from './demo-products-combat.data';
import { COURT_AND_WATER_PRODUCTS } from './demo-products-court-and-water.data';
import { DEMO_REVIEW_TEXTS } from './demo-review-texts.data';
import { DEMO_SEO_RECORDS } from './demo-seo.data';

/** Every string inside the demo data, however deep. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

const DELIVERY = /deliver|shipping|courier|משלוח|שליח|доставк|курьер/i;
// The policy may say that there is no delivery; nothing may offer one.
const NEGATION = /\bno\b|\bnot\b|אין|нет|не /i;

describe('demo texts', () => {
  const lines = texts([
    DEMO_ARTICLES,
    DEMO_CATEGORIES,
    BALL_GAME_PRODUCTS,
    COMBAT_PRODUCTS,
    COURT_AND_WATER_PRODUCTS,
    DEMO_SEO_RECORDS,
    DEMO_REVIEW_TEXTS,
    PICKUP,
  ]).flatMap((text) => text.split('\n'));

  it('promise no delivery in any language: the checkout offers pickup in store only', () => {
    expect(lines.filter((line) => DELIVERY.test(line) && !NEGATION.test(line))).toEqual([]);
  });

  it('tell the shopper about pickup in store in every language', () => {
    expect(PICKUP.he).toContain('איסוף עצמי');
    expect(PICKUP.ru).toContain('самовывоз');
    expect(PICKUP.en).toContain('pickup');
  });
});
