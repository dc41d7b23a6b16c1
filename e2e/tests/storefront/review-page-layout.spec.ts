import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { reviewInvitation } from '../support/outbox';
import {
  adminToken,
  aProductInput,
  createProduct,
  orderLineFor,
  placeOrder,
  shopCall,
  uniqueName,
  type Language,
} from '../support/shopApi';

/**
 * The review form of the emailed link on a 375 px phone, in Hebrew and Russian: its title is whole and
 * clear of the header when the page opens and after the review is sent (the thanks replace a form
 * three screens long, and the fixed header used to cover the title while the footer filled the screen).
 */
test.use({ viewport: { width: 375, height: 812 } });

const TEXTS = {
  he: {
    title: 'כתיבת חוות דעת',
    stars: '4 כוכבים מתוך 5',
    firstStar: 'כוכב אחד מתוך 5',
    starsRequired: 'בחרו בין כוכב אחד ל-5 כוכבים',
    send: 'שליחת חוות הדעת',
    thanks: 'תודה על חוות הדעת!',
  },
  ru: {
    title: 'Написать отзыв',
    stars: '4 из 5 звёзд',
    firstStar: '1 из 5 звёзд',
    starsRequired: 'Выберите от 1 до 5 звёзд',
    send: 'Отправить отзыв',
    thanks: 'Спасибо за отзыв!',
  },
} as const;

/** The title inside the screen, below the header (fixed once the page scrolls), and not cut. */
async function expectTitleInView(page: Page, title: string): Promise<void> {
  const heading = page.getByRole('heading', { level: 1, name: title });
  await expect(heading).toBeInViewport({ ratio: 1 });
  const [headingBox, headerBox] = [(await heading.boundingBox())!, (await page.getByRole('banner').boundingBox())!];
  expect(headingBox.y, 'the title is under the header').toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
  expect(await heading.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(1);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

for (const language of ['he', 'ru'] as Language[]) {
  const t = TEXTS[language];

  test(`the review page's title stays in view on a phone, before and after sending (${language})`, async ({ page }) => {
    const product = await createProduct(aProductInput({ name: uniqueName('E2E review layout') }));
    const order = await placeOrder({ items: [orderLineFor(product)], language });
    await shopCall('PATCH', `/api/orders/${order.id}/status`, { token: await adminToken(), body: { status: 'completed' } });
    const link = new URL((await reviewInvitation(order.order_number)).links[0]);
    await page.goto(`${link.pathname}${link.search}`);
    await expectTitleInView(page, t.title);

    // Sent without stars from the bottom of the form: the phone goes back up to the stars and their error.
    const send = page.getByRole('button', { name: t.send });
    await send.scrollIntoViewIfNeeded();
    await send.click();
    await expect(page.getByRole('radio', { name: t.firstStar })).toBeFocused();
    await expect(page.getByText(t.starsRequired)).toBeInViewport();

    await page.getByRole('radio', { name: t.stars }).check();
    await send.scrollIntoViewIfNeeded();
    await send.click();
    await expect(page.getByText(t.thanks)).toBeInViewport();
    await expectTitleInView(page, t.title);
    await expectNoSeriousA11yViolations(page);
  });
}
