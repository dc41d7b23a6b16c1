import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { adminToken, shopCall, uniqueName } from '../support/shopApi';
import { openAsAdmin } from './backoffice';

interface Article {
  id: number;
  slug: string;
  title: string;
  is_active: boolean;
  show_in_list: boolean;
  translations: { language: string; title: string }[];
}

async function articleBySlug(slug: string): Promise<Article> {
  return (await shopCall<{ data: Article }>('GET', `/api/articles/slug/${slug}`, { token: await adminToken(), query: { lang: 'he' } }))
    .data;
}

test.describe('back office articles', () => {
  test('creates an article with a Hebrew title, its slug made while typing, a safe preview, then deletes it', async ({ page }) => {
    const tag = uniqueName('x').split(' ')[1];
    const title = `מדריך ריצה ${tag}`;
    await openAsAdmin(page, '/articles/create');
    await expect(page.getByRole('switch', { name: 'פעיל' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'הצגה ברשימת הבלוג' })).toBeChecked();

    await page
      .getByRole('textbox', { name: /^כותרת/ })
      .first()
      .fill(title);
    const slug = page.getByRole('textbox', { name: 'כתובת (slug)' });
    // The spec's transliteration: מדריך ריצה → mdryk rytsh.
    await expect(slug).toHaveValue(`mdryk-rytsh-${tag}`);
    await slug.fill('');
    await page.getByRole('button', { name: 'יצירת הכתובת מחדש מהכותרת' }).click();
    await expect(slug).toHaveValue(`mdryk-rytsh-${tag}`);

    await page
      .getByRole('textbox', { name: 'תוכן (markdown)' })
      .fill(
        '## לפני הריצה\n\nלחמם **שרירים**.\n\n<script>window.__hacked = true</script>\n\n<img src=x alt="" onerror="window.__hacked = true">',
      );
    const preview = page.getByRole('region', { name: 'תצוגה מקדימה: תוכן (markdown)' });
    await expect(preview.getByRole('heading', { name: 'לפני הריצה' })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('שרירים');
    expect(await page.evaluate(() => (window as unknown as { __hacked?: boolean }).__hacked)).toBeUndefined();

    await page.getByRole('textbox', { name: 'כותרת (רוסית)' }).fill(`Гид по бегу ${tag}`);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'שמירה' }).click();

    await expect(page).toHaveURL(/\/admin\/articles$/);
    const card = page.getByRole('article', { name: title });
    await expect(card).toContainText(`mdryk-rytsh-${tag}`);
    await expect(card).toContainText(/לחמם שרירים/);
    await expect(card).toContainText('פעיל');
    await expectNoSeriousA11yViolations(page);
    const saved = await articleBySlug(`mdryk-rytsh-${tag}`);
    expect(saved).toMatchObject({
      title,
      is_active: true,
      show_in_list: true,
      translations: [{ language: 'ru', title: `Гид по бегу ${tag}` }],
    });

    await card.getByRole('button', { name: `מחיקה: ${title}` }).click();
    await expect(page.getByText('למחוק את המאמר?')).toBeVisible();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading')).toHaveText(`מחיקת המאמר "\u2068${title}\u2069"`);
    await dialog.getByRole('button', { name: 'מחיקה' }).click();
    await expect(card).toHaveCount(0);
    // The card can leave the list a moment before the shop has answered the delete.
    await expect
      .poll(() =>
        articleBySlug(`mdryk-rytsh-${tag}`).then(
          () => 200,
          (error: { status?: number }) => error.status,
        ),
      )
      .toBe(404);
  });

  test('a slug another article uses is refused next to the slug field, and nothing typed is lost', async ({ page }) => {
    const slug = `taken-${uniqueName('x').split(' ')[1]}`;
    await shopCall('POST', '/api/articles', { token: await adminToken(), body: { title: 'First', slug } });
    await openAsAdmin(page, '/articles/create', 'ru');
    await page
      .getByRole('textbox', { name: /^Заголовок/ })
      .first()
      .fill('Вторая статья');
    const slugBox = page.getByRole('textbox', { name: 'Адрес (slug)' });
    await slugBox.fill(slug);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    // The refusal is the slug field's own description, in the interface's language.
    await expect(slugBox).toHaveAccessibleDescription('Этот адрес уже занят другой статьёй');
    await expect(page.getByRole('textbox', { name: /^Заголовок/ }).first()).toHaveValue('Вторая статья');
    await expect(page).toHaveURL(/\/admin\/articles\/create$/);
  });
});
