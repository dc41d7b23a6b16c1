import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { adminToken, shopCall, uniqueName } from '../support/shopApi';
import { openAsAdmin } from './backoffice';

interface SeoRecord {
  id: number;
  page_type: string;
  page_slug: string | null;
  language: string;
  title: string;
  description: string;
  is_active: boolean;
  created_at: string;
  updated_at: string;
}

async function seoRecords(filter: Record<string, unknown>): Promise<SeoRecord[]> {
  const query = { filter: JSON.stringify(filter), range: '[0,99]' };
  return (await shopCall<{ data: SeoRecord[] }>('GET', '/api/seo/all', { token: await adminToken(), query })).data;
}

async function putTitle(record: SeoRecord, title: string): Promise<void> {
  // PUT replaces the record and refuses read-only fields (id, timestamps).
  const { id, created_at: _created, updated_at: _updated, ...fields } = record;
  await shopCall('PUT', `/api/seo/${id}`, { token: await adminToken(), body: { ...fields, title } });
}

/** The storefront's home page in Hebrew, read again until its head carries the title (the catalog cache lives a second). */
async function expectHomeTitle(page: Page, title: string): Promise<void> {
  await expect(async () => {
    await page.goto('/');
    await expect(page).toHaveTitle(title, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

test.describe('back office SEO records', () => {
  test("edits the home page's record and the storefront's page head carries the new title", async ({ page }) => {
    const [home] = await seoRecords({ page_type: 'home', language: 'he', is_active: true });
    expect(home, 'the demo data has an active Hebrew home record').toBeDefined();
    const newTitle = `חנות הספורט השכונתית ${uniqueName('x').split(' ')[1]}`;
    try {
      await openAsAdmin(page, '/seo');
      await expect(page.getByRole('row').filter({ hasText: home.title.slice(0, 20) })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page
        .getByRole('button', { name: 'עריכה: דף הבית (he)' })
        .or(page.getByRole('link', { name: 'עריכה: דף הבית (he)' }))
        .click();

      const title = page.getByRole('textbox', { name: 'כותרת', exact: true });
      await expect(title).toHaveValue(home.title);
      await expect(title).toHaveAccessibleDescription(`${home.title.length}/200`);
      await expect(page.getByRole('textbox', { name: /^כתובת הדף/ })).toHaveCount(0);
      await title.fill(newTitle);
      await expect(title).toHaveAccessibleDescription(`${newTitle.length}/200`);
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'שמירה' }).click();

      await expect(page).toHaveURL(/\/admin\/seo$/);
      await expect(page.getByRole('row').filter({ hasText: newTitle })).toContainText('עברית');
      await expectHomeTitle(page, newTitle);
    } finally {
      // Other tests read the shop's home page: its own title comes back at once.
      await putTitle(home, home.title);
    }
  });

  test('creates a category record in the interface language with its checks, then deletes it after the Russian confirmation', async ({
    page,
  }) => {
    const slug = `e2e-${uniqueName('x').split(' ')[1]}`;
    await openAsAdmin(page, '/seo/create', 'ru');
    await expect(page.getByRole('combobox', { name: /^Язык/ })).toHaveText('Русский');
    await expect(page.getByRole('textbox', { name: /^Адрес страницы/ })).toHaveCount(0);
    await page.getByRole('combobox', { name: /^Тип страницы/ }).click();
    await page.getByRole('option', { name: 'Категория' }).click();
    await page.getByRole('textbox', { name: /^Адрес страницы/ }).fill(slug);

    const title = page.getByRole('textbox', { name: /^Заголовок/ });
    await title.fill('Б'.repeat(201));
    await expect(title).toHaveAccessibleDescription('Не более 200 символов (201/200)');
    await title.fill('Бокс в Хайфе');
    await expect(title).toHaveAccessibleDescription('12/200');
    await page.getByRole('textbox', { name: /^Описание/ }).fill('Перчатки, груши и шлемы');
    const image = page.getByRole('textbox', { name: 'OG изображение (URL)' });
    await image.fill('/uploads/boxing.png');
    await image.blur();
    await expect(image).toHaveAccessibleDescription('Полный адрес, начинающийся с http:// или https://');
    await expect(page.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
    await image.fill('https://shop.example/uploads/boxing.png');
    await page.getByRole('combobox', { name: 'Правила для поисковых роботов (robots)' }).click();
    await page.getByRole('option', { name: 'noindex,follow' }).click();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Сохранить' }).click();

    await expect(page).toHaveURL(/\/admin\/seo$/);
    const [created] = await seoRecords({ page_slug: slug });
    expect(created).toMatchObject({ page_type: 'category', language: 'ru', title: 'Бокс в Хайфе', is_active: true });
    const row = page.getByRole('row').filter({ hasText: slug });
    await expect(row).toContainText('Категория');
    await expect(row).toContainText('Русский');
    await expect(row).toContainText('Активна');

    await row.getByRole('button', { name: /^Удалить/ }).click();
    await expect(page.getByText('Вы уверены, что хотите удалить эту SEO запись?')).toBeVisible();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading')).toContainText(`Категория ${slug} (ru)`);
    await dialog.getByRole('button', { name: 'Удалить' }).click();
    await expect(row).toHaveCount(0);
    // The row can leave the list (its refresh) a moment before the delete is answered: the record is gone
    // once the shop has answered, so it is asked until then.
    await expect.poll(() => seoRecords({ page_slug: slug })).toEqual([]);
  });
});
