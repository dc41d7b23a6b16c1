import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

/**
 * The store's own pages and details as a shopper finds them: the footer's opening hours, social links
 * and legal links; the terms, the privacy policy and the accessibility statement read as pages (no
 * blog date, no way back to the blog, a breadcrumb under the home page); the about page's hours.
 */

test.describe('footer', () => {
  test(
    'shows the opening hours, links only the networks the store is on, and Privacy opens the privacy policy',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('heading', { name: 'שעות פתיחה' })).toBeVisible();
      await expect(footer.getByText('ראשון–חמישי')).toBeVisible();
      await expect(footer.getByText('09:00–20:00')).toBeVisible();
      await expect(footer.getByText('09:00–14:00')).toBeVisible();
      await expect(footer.getByText('סגור', { exact: true })).toBeVisible();

      await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', /^https:\/\/www\.facebook\.com\//);
      await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', /^https:\/\/www\.instagram\.com\//);
      await expect(footer.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/972501234567');
      // The store has no YouTube channel: no name without an address.
      await expect(footer.getByText('YouTube')).toHaveCount(0);

      await footer.getByRole('link', { name: 'מדיניות פרטיות' }).click();
      await expect(page).toHaveURL('/article/privacy-policy');
      await expect(page.getByRole('heading', { level: 1, name: 'מדיניות פרטיות' })).toBeVisible();
      await expect(page.getByText(/חוק הגנת הפרטיות, התשמ"א-1981, ותיקון מס' 13/)).toBeVisible();
      await expect(page.getByRole('heading', { name: '5. הזכויות שלכם' })).toBeVisible();

      await footer.getByRole('link', { name: 'תנאי שימוש' }).click();
      await expect(page).toHaveURL('/article/takanon-haatar');
      await expect(page.getByRole('heading', { level: 1, name: 'תקנון האתר' })).toBeVisible();
    },
  );

  test('reads in Russian', async ({ page }) => {
    await page.goto('/ru');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Часы работы' })).toBeVisible();
    await expect(footer.getByText('Вс–Чт')).toBeVisible();
    await expect(footer.getByText('выходной')).toBeVisible();
    await footer.getByRole('link', { name: 'Политика конфиденциальности' }).click();
    await expect(page).toHaveURL('/ru/article/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Политика конфиденциальности' })).toBeVisible();
    await expect(page.getByText(/5741-1981 с поправкой № 13/)).toBeVisible();
  });
});

test.describe('the shop terms, privacy policy and accessibility statement are pages, not posts', () => {
  for (const [path, title] of [
    ['/article/takanon-haatar', 'תקנון האתר'],
    ['/article/privacy-policy', 'מדיניות פרטיות'],
    ['/article/accessibility-statement', 'הצהרת נגישות'],
  ] as const) {
    test(`${path}: no blog date, no way back to the blog, a breadcrumb from the home page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('link', { name: 'חזרה לבלוג' })).toHaveCount(0);
      await expect(page.getByText(/פורסם ב-/)).toHaveCount(0);
      const breadcrumb = page.getByRole('navigation', { name: 'נתיב ניווט' });
      await expect(breadcrumb.getByRole('link', { name: 'דף הבית' })).toHaveAttribute('href', '/');
      await expect(breadcrumb.getByText(title)).toHaveAttribute('aria-current', 'page');
    });
  }

  test('in Russian too', async ({ page }) => {
    await page.goto('/ru/article/accessibility-statement');
    await expect(page.getByRole('heading', { level: 1, name: 'Заявление о доступности' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Назад в блог' })).toHaveCount(0);
    await expect(page.getByText(/Опубликовано/)).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Навигационная цепочка' }).getByRole('link', { name: 'Главная' })).toHaveAttribute(
      'href',
      '/ru',
    );
  });
});

test.describe('about page', () => {
  test('gives the opening hours in Hebrew and in Russian', { tag: '@phone' }, async ({ page }) => {
    await page.route('https://*.openstreetmap.org/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/about');
    const hours = page.getByRole('region', { name: 'שעות פתיחה' });
    await expect(hours.getByRole('term')).toHaveText(['ראשון–חמישי', 'שישי', 'שבת']);
    await expect(hours.getByRole('definition')).toHaveText(['09:00–20:00', '09:00–14:00', 'סגור']);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/ru/about');
    const russian = page.getByRole('region', { name: 'Часы работы' });
    await expect(russian.getByRole('term')).toHaveText(['Вс–Чт', 'Пт', 'Сб']);
    await expect(russian.getByRole('definition')).toHaveText(['09:00–20:00', '09:00–14:00', 'выходной']);
  });
});
