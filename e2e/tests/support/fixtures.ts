import { test as base, expect, type Page } from '@playwright/test';

/**
 * What went wrong in the pages of a test, seen from the browser: uncaught script errors, Content
 * Security Policy violations and console errors. A test fails on the first two (after its own steps);
 * console errors are attached to the report and left to the test to judge (a 404 image logs one).
 */
export interface PageProblems {
  readonly pageErrors: string[];
  readonly cspViolations: string[];
  readonly consoleErrors: string[];
  /** A problem this test expects: matching page errors, CSP violations and console errors are not held against it. */
  allow(pattern: RegExp): void;
}

class PageProblemLog implements PageProblems {
  readonly pageErrors: string[] = [];
  readonly cspViolations: string[] = [];
  readonly consoleErrors: string[] = [];
  private readonly allowed: RegExp[] = [];

  allow(pattern: RegExp): void {
    this.allowed.push(pattern);
  }

  watch(page: Page): void {
    page.on('pageerror', (error) => this.pageErrors.push(`${page.url()}: ${error.stack ?? error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = `${page.url()}: ${message.text()}`;
      // Chromium reports a refused script, style, frame or connection as a console error.
      if (/Content Security Policy/i.test(message.text())) this.cspViolations.push(text);
      else this.consoleErrors.push(text);
    });
  }

  /** What was not allowed (allow() may come before or after the step that caused it). */
  unexpected(list: string[]): string[] {
    return list.filter((text) => !this.allowed.some((pattern) => pattern.test(text)));
  }
}

const logs = new WeakMap<Page, PageProblemLog>();

/** Addresses that are not storefront pages: they never carry the storefront's ready mark. */
const NOT_STOREFRONT = /^\/(admin|sandbox|api|uploads|i18n)(\/|$)|\.[a-z0-9]+$/i;

/**
 * A storefront page arrives rendered by the server and becomes interactive when its script has taken
 * over (main.tsx sets <html data-shop-ready>). A person waits for that without noticing; a test that
 * types at once would lose its input, so full page loads wait for the mark.
 */
async function waitUntilInteractive(page: Page): Promise<void> {
  const address = new URL(page.url());
  if (NOT_STOREFRONT.test(address.pathname)) return;
  await page.waitForFunction(() => document.documentElement.dataset.shopReady === 'true', null, { timeout: 20_000 });
}

function waitForTakeOverOnLoads(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitUntilInteractive(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await waitUntilInteractive(page);
    return response;
  };
}

export const test = base.extend<{ pageProblems: PageProblems }>({
  page: async ({ page }, use, testInfo) => {
    const log = new PageProblemLog();
    logs.set(page, log);
    log.watch(page);
    waitForTakeOverOnLoads(page);
    // Pages the test opens later (a second tab, a popup) are watched too.
    page.context().on('page', (other) => other !== page && log.watch(other));
    await use(page);
    const consoleErrors = log.unexpected(log.consoleErrors);
    if (consoleErrors.length > 0) await testInfo.attach('console errors', { body: consoleErrors.join('\n'), contentType: 'text/plain' });
    expect(log.unexpected(log.pageErrors), 'uncaught errors in the page').toEqual([]);
    expect(log.unexpected(log.cspViolations), 'Content Security Policy violations').toEqual([]);
  },
  pageProblems: async ({ page }, use) => {
    await use(logs.get(page)!);
  },
});

export { expect };
