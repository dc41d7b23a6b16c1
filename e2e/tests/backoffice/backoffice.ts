import type { Page } from '@playwright/test';
import { adminToken, shopCall } from '../support/shopApi';

/** The back office's languages, as react-admin keeps the choice (its store in localStorage). */
export type OfficeLanguage = 'he' | 'ru' | 'en';

/**
 * Opens the back office signed in as the demo admin, in a language, without typing the password
 * (one API login per worker; the login page itself is tested in login.spec.ts).
 */
export async function openAsAdmin(page: Page, path: string, language: OfficeLanguage = 'he'): Promise<void> {
  const token = await adminToken();
  const { data: user } = await shopCall<{ data: unknown }>('GET', '/api/auth/me', { token });
  await page.addInitScript(
    ({ token, user, language }) => {
      localStorage.setItem('accessToken', token);
      localStorage.setItem('currentUser', JSON.stringify(user));
      // Only the first time: a reload keeps the language the test switched to.
      if (!sessionStorage.getItem('e2e-language-set')) {
        localStorage.setItem('RaStore.locale', JSON.stringify(language));
        sessionStorage.setItem('e2e-language-set', 'yes');
      }
    },
    { token, user, language },
  );
  await page.goto(`/admin${path}`);
}

/** A tiny valid PNG (1×1), for uploads. */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
