import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { adminToken, shopCall, uniqueName } from '../support/shopApi';

/** The blog, an article, the site policy and accessibility statement, and the about page, as a shopper reads them. */

interface CreatedArticle {
  id: number;
  slug: string;
}

/** Admin POST /api/articles: an article of this test only, shown in the blog list. */
async function createArticle(
  titles: { en: string; he: string; ru: string },
  content: { en: string; he: string; ru: string },
): Promise<CreatedArticle> {
  const answer = await shopCall<{ data: CreatedArticle }>('POST', '/api/articles', {
    token: await adminToken(),
    body: {
      title: titles.en,
      content: content.en,
      is_active: true,
      show_in_list: true,
      translations: [
        { language: 'he', title: titles.he, content: content.he },
        { language: 'ru', title: titles.ru, content: content.ru },
      ],
    },
  });
  return answer.data;
}

const LONG_HEBREW = 'ריצה בבוקר מחזקת את הלב, משפרת את מצב הרוח ועוזרת לישון טוב יותר בלילה. '.repeat(4);

test.describe('blog', () => {
  test('lists the articles as cards with a 120-character excerpt, and a card opens its article', async ({ page }) => {
    const token = uniqueName('run');
    const article = await createArticle(
      { en: `Morning runs ${token}`, he: `ריצת בוקר ${token}`, ru: `Утренний бег ${token}` },
      { en: `**Morning** runs. ${LONG_HEBREW}`, he: `## למה לרוץ\n**ריצה** בבוקר. ${LONG_HEBREW}`, ru: `**Бег** по утрам полезен.` },
    );
    await page.goto('/articles');

    await expect(page.getByRole('heading', { level: 1, name: 'בלוג' })).toBeVisible();
    await expect(page.getByText('טיפים, מדריכים וחדשות מעולם הספורט')).toBeVisible();
    const cards = page.getByRole('article');
    expect(await cards.count()).toBeGreaterThanOrEqual(5);
    const card = cards.filter({ has: page.getByRole('link', { name: `ריצת בוקר ${token}` }) });
    await expect(card.getByText('מאת צוות חנות הספורט')).toBeVisible();
    await expect(card.getByText('מאמר', { exact: true })).toBeVisible();
    const excerpt = await card.getByText(/^למה לרוץ ריצה בבוקר\./).textContent();
    expect(excerpt!.endsWith('...')).toBe(true);
    expect(excerpt!.length).toBeLessThanOrEqual(123);
    // The site policy is an article too, but not one of the blog's.
    await expect(page.getByRole('link', { name: 'תקנון האתר' })).not.toHaveCount(0);
    await expect(page.locator('main').getByRole('link', { name: 'תקנון האתר' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await card.getByRole('link', { name: `ריצת בוקר ${token}` }).click();
    await expect(page).toHaveURL(`/article/${article.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: `ריצת בוקר ${token}` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'למה לרוץ' })).toBeVisible();
    await expect(page.getByText(/^פורסם ב-/)).toBeVisible();
  });

  test('the article follows the language, and a numeric address finds it by id', async ({ page }) => {
    const token = uniqueName('swim');
    const article = await createArticle(
      { en: `Swimming ${token}`, he: `שחייה ${token}`, ru: `Плавание ${token}` },
      { en: 'Water.', he: 'מים.', ru: 'Вода и **техника**.' },
    );
    await page.goto(`/ru/article/${article.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Плавание ${token}` })).toBeVisible();
    await expect(page.getByText('техника')).toBeVisible();
    await expect(page.getByText(/^Опубликовано \d{1,2} [а-я]+ \d{4}/)).toBeVisible();
  });

  test('a blog that cannot be loaded says so, and its retry shows the cards', async ({ page, pageProblems }) => {
    pageProblems.allow(/status of 503/);
    let refusals = 1;
    await page.route(/\/api\/articles\?/, (route) =>
      refusals-- > 0 ? route.fulfill({ status: 503, json: { statusCode: 503, code: 'UNAVAILABLE', message: 'down' } }) : route.continue(),
    );
    // The server renders a blog opened by its address; a blog opened from the menu is loaded by the browser.
    await page.goto('/about');
    await page.getByRole('banner').getByRole('link', { name: 'בלוג' }).first().click();
    const failure = page.getByRole('alert');
    await expect(failure.getByRole('heading', { name: 'טעינת המאמרים נכשלה' })).toBeVisible();
    await failure.getByRole('button', { name: 'נסו שוב' }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('an article that does not exist is the not-found page', async ({ page }) => {
    await page.goto(`/article/${uniqueName('missing').replace(/\s/g, '-')}`);
    await expect(page.getByRole('heading', { name: 'העמוד לא נמצא' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'חזרה לדף הבית' })).toBeVisible();
  });
});

test.describe('site policy and accessibility statement', () => {
  test(
    'open from the footer, with the seller, the cancellation right and the accessibility coordinator',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/');
      const footer = page.getByRole('contentinfo');

      await footer.getByRole('link', { name: 'תקנון האתר' }).click();
      await expect(page).toHaveURL('/article/takanon-haatar');
      await expect(page.getByRole('heading', { level: 1, name: 'תקנון האתר' })).toBeVisible();
      await expect(page.getByText(/ח"פ 516284734/)).toBeVisible();
      await expect(page.getByText('5% ממחיר העסקה או 100 ₪, הנמוך מביניהם')).toBeVisible();
      await expect(page.getByRole('heading', { name: '3. איסוף עצמי מהחנות' })).toBeVisible();

      await footer.getByRole('link', { name: 'הצהרת נגישות' }).click();
      await expect(page).toHaveURL('/article/accessibility-statement');
      await expect(page.getByRole('heading', { level: 1, name: 'הצהרת נגישות' })).toBeVisible();
      await expect(page.getByText(/WCAG 2\.1 ברמה AA/)).toBeVisible();
      await expect(page.getByText('יעל כהן')).toBeVisible();
      await expect(page.getByRole('link', { name: 'accessibility@sport-shop.co.il' })).toHaveAttribute(
        'href',
        'mailto:accessibility@sport-shop.co.il',
      );
      await expectNoSeriousA11yViolations(page);
    },
  );

  test('the policy links the statement in Russian', async ({ page }) => {
    await page.goto('/ru/article/takanon-haatar');
    await expect(page.getByRole('heading', { level: 1, name: 'Правила сайта' })).toBeVisible();
    await page.getByRole('link', { name: 'заявлении о доступности' }).click();
    await expect(page).toHaveURL('/ru/article/accessibility-statement');
    await expect(page.getByRole('heading', { level: 1, name: 'Заявление о доступности' })).toBeVisible();
  });
});

test.describe('about page', () => {
  test(
    'shows the story, the values, the details, and the map fallback card when the map cannot load',
    { tag: '@phone' },
    async ({ page }) => {
      // The tests run offline; make that explicit so a machine with a network sees the same.
      await page.route('https://*.openstreetmap.org/**', (route) => route.abort('internetdisconnected'));
      // Whether the map's frame was ever put in, and ever shown: offline it holds the browser's error page.
      await page.addInitScript(() => {
        const seen = { inserted: false, shown: false };
        (window as unknown as { mapFrame: typeof seen }).mapFrame = seen;
        new MutationObserver(() => {
          const frame = document.querySelector('iframe.shop-map__frame');
          if (!frame) return;
          seen.inserted = true;
          if (getComputedStyle(frame).visibility !== 'hidden') seen.shown = true;
        }).observe(document, { childList: true, subtree: true, attributes: true });
      });
      await page.goto('/about');

      await expect(page.getByRole('heading', { level: 1, name: 'אודותינו' })).toBeVisible();
      const fallback = page.getByRole('heading', { name: 'לא ניתן היה לטעון את המפה' });
      await expect(fallback).toBeVisible({ timeout: 15_000 });
      await expect(page.getByTitle('מפה: מיקום החנות')).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { mapFrame: unknown }).mapFrame)).toEqual({ inserted: true, shown: false });
      await expect(page.getByRole('link', { name: 'פתיחה במפות' })).toHaveAttribute(
        'href',
        /^https:\/\/www\.openstreetmap\.org\/\?mlat=31\.9642&mlon=34\.8044/,
      );
      await expect(page.getByRole('img', { name: 'מפה סכמטית של מיקום החנות ברחוב הרצל' })).toBeVisible();

      await expect(page.getByRole('heading', { name: 'הסיפור שלנו' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'הערכים שלנו' }).getByRole('listitem')).toHaveCount(4);
      await expect(page.getByRole('heading', { name: 'המוטו שלנו' })).toBeVisible();
      const store = page.getByRole('region', { name: 'החנות' });
      await expect(store.getByText('רחוב הרצל 120, ראשון לציון')).toBeVisible();
      await expect(store.getByText('קומת קרקע')).toBeVisible();
      const contact = page.getByRole('region', { name: 'צרו קשר' });
      await expect(contact.getByRole('link', { name: '050-123-4567' })).toHaveAttribute('href', 'tel:0501234567');
      await expect(contact.getByRole('link', { name: 'info@sport-shop.co.il' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    },
  );

  test('reads in Russian, left to right', async ({ page }) => {
    await page.route('https://*.openstreetmap.org/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/ru/about');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: 'О нас' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Не удалось загрузить карту' })).toBeVisible({ timeout: 5000 });
    await expect(page.getByText('ул. Герцль 120, Ришон-ле-Цион').first()).toBeVisible();
  });
});
