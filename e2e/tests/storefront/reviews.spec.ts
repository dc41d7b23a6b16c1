import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { backInStockEmails, reviewInvitation } from '../support/outbox';
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
import { openAsAdmin } from '../backoffice/backoffice';

/**
 * Reviews by verified buyers and back-in-stock requests on a phone, in Hebrew and Russian: a buyer of a
 * completed order writes a review through the link of the email, staff approve it in the back office, and
 * the product page shows it with its stars; a shopper asks to hear when a sold-out size returns, and
 * hears once when staff put it back on the shelf. Each test makes its own product and order.
 */
test.use({ viewport: { width: 375, height: 812 } });

const TEXTS = {
  he: {
    prefix: '',
    stars: (n: number) => `${n} כוכבים מתוך 5`,
    reviewTitle: 'כותרת',
    reviewText: 'חוות הדעת שלך',
    name: 'השם שיוצג עם חוות הדעת',
    send: 'שליחת חוות הדעת',
    thanks: 'תודה על חוות הדעת!',
    reviews: 'חוות דעת',
    verified: 'קונה מאומת',
    summary: 'דירוג 4.0 מתוך 5',
    approve: 'אישור ופרסום',
    published: 'פורסמה',
    open: 'פתיחה',
    waitTitle: 'עדכנו אותי כשיחזור',
    email: 'דוא״ל',
    notify: 'עדכנו אותי',
    done: 'נרשם:',
    privacy: 'נשתמש בכתובת רק להודעה הזו',
    backSubject: 'חזר למלאי',
    customer: 'דנה לוי',
    defaultName: 'דנה ל.',
  },
  ru: {
    prefix: '/ru',
    stars: (n: number) => `${n} из 5 звёзд`,
    reviewTitle: 'Заголовок',
    reviewText: 'Ваш отзыв',
    name: 'Имя, которое увидят другие',
    send: 'Отправить отзыв',
    thanks: 'Спасибо за отзыв!',
    reviews: 'Отзывы',
    verified: 'Подтверждённый покупатель',
    summary: 'Оценка 4.0 из 5',
    approve: 'Опубликовать',
    published: 'Опубликован',
    open: 'Открыть',
    waitTitle: 'Сообщить о поступлении',
    email: 'Email',
    notify: 'Сообщить мне',
    done: 'Готово:',
    privacy: 'Адрес нужен только для этого письма',
    backSubject: 'снова в продаже',
    customer: 'Анна Смирнова',
    defaultName: 'Анна С.',
  },
} as const;

const LANGUAGES: Language[] = ['he', 'ru'];

for (const language of LANGUAGES) {
  const t = TEXTS[language];

  test(`a buyer reviews through the emailed link, staff approve, the product page shows it (${language})`, async ({ page }) => {
    // Two pages of the storefront, two of the back office, two accessibility checks.
    test.setTimeout(90_000);
    const name = uniqueName('E2E review ball');
    const product = await createProduct(aProductInput({ name }));
    const order = await placeOrder({ items: [orderLineFor(product)], language, customer: { name: t.customer } });
    await shopCall('PATCH', `/api/orders/${order.id}/status`, { token: await adminToken(), body: { status: 'completed' } });

    const invitation = await reviewInvitation(order.order_number);
    expect(invitation.language).toBe(language);
    expect(invitation.links).toHaveLength(1);
    const link = new URL(invitation.links[0]);
    expect(link.pathname).toBe(`${t.prefix}/review`);
    await page.goto(`${link.pathname}${link.search}`);

    await expect(page.getByLabel(t.name)).toHaveValue(t.defaultName);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('radio', { name: t.stars(4) }).check();
    await page.getByLabel(t.reviewTitle).fill('Grip on wet grass');
    await page.getByLabel(t.reviewText).fill('Kept its shape after a season.\n<b>no markup</b> https://example.com');
    await page.getByRole('button', { name: t.send }).click();
    await expect(page.getByText(t.thanks)).toBeVisible();

    // Waiting for staff: the product page shows no rating at all.
    await page.goto(`${t.prefix}/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: t.reviews })).toHaveCount(0);

    await openAsAdmin(page, '/reviews', language);
    const card = page.getByRole('article').filter({ hasText: name });
    await card.getByRole('link', { name: t.open }).click();
    await page.getByRole('button', { name: t.approve }).click();
    await expect(page.getByText(t.published).first()).toBeVisible();

    // The page was seen a minute ago: the browser may keep it that long (max-age=60), a reload asks again.
    await page.goto(`${t.prefix}/product/${product.id}`);
    await page.reload();
    const reviews = page.getByRole('region', { name: t.reviews });
    await expect(reviews.getByRole('img', { name: t.summary })).toBeVisible();
    await expect(reviews.getByText(t.verified)).toBeVisible();
    await expect(reviews.getByRole('heading', { name: 'Grip on wet grass' })).toBeVisible();
    // Plain text: the markup is shown as typed, the address is no link.
    await expect(reviews.getByText('<b>no markup</b>', { exact: false })).toBeVisible();
    await expect(reviews.getByRole('link', { name: /example\.com/ })).toHaveCount(0);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const productData = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Product');
    expect(productData.aggregateRating).toMatchObject({ ratingValue: '4.0', reviewCount: 1 });
    expect(productData.review[0].reviewRating.ratingValue).toBe(4);
    await page.screenshot({ path: test.info().outputPath(`product-reviews-${language}.png`), fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });

  test(`a shopper asks to hear when a sold-out size returns, and hears once (${language})`, async ({ page }) => {
    const name = uniqueName('E2E boots');
    const sku = name.replace(/\W+/g, '-').toUpperCase();
    const input = aProductInput({
      name,
      has_variants: true,
      variants: [
        { sku: `${sku}-43`, size: '43', stock_quantity: 3, price_modifier: 0, is_active: true },
        { sku: `${sku}-42`, size: '42', stock_quantity: 0, price_modifier: 0, is_active: true },
      ],
    });
    const product = await createProduct(input);
    const email = `${language}-${sku.toLowerCase()}@example.com`;

    await page.goto(`${t.prefix}/product/${product.id}`);
    await expect(page.getByRole('heading', { name: t.waitTitle })).toHaveCount(0);
    await page.getByRole('radio', { name: /42/ }).check();
    await expect(page.getByRole('heading', { name: t.waitTitle })).toBeVisible();
    await expect(page.getByText(t.privacy)).toBeVisible();
    await page.getByLabel(t.email).fill(email);
    await page.getByRole('button', { name: t.notify }).click();
    await expect(page.getByRole('status').filter({ hasText: t.done })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`back-in-stock-${language}.png`), fullPage: true });

    // Staff put size 42 back on the shelf: the shopper hears once, in the page's language.
    const size42 = product.variants.find((v) => v.size === '42')!;
    const size43 = product.variants.find((v) => v.size === '43')!;
    await shopCall('PUT', `/api/products/${product.id}`, {
      token: await adminToken(),
      body: {
        ...input,
        variants: [
          { id: size43.id, sku: `${sku}-43`, size: '43', stock_quantity: 3, price_modifier: 0, is_active: true },
          { id: size42.id, sku: `${sku}-42`, size: '42', stock_quantity: 5, price_modifier: 0, is_active: true },
        ],
      },
    });
    const [sent] = await backInStockEmails(email);
    expect(sent.language).toBe(language);
    expect(sent.subject).toContain(t.backSubject);
    expect(sent.text).toContain(`${t.prefix}/product/${product.id}`);
  });
}
