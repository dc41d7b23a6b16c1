import { defineConfig } from '@playwright/test';
import { findChromium } from './find-chromium.mjs';

// Started by run.mjs, which builds and starts the shop and sets SHOP_URL and CHROMIUM_PATH.
const shopUrl = process.env.SHOP_URL;
if (!shopUrl) throw new Error('SHOP_URL is not set: run the browser tests with `npm test -w e2e` (see run.mjs)');
const onCi = process.env.CI === 'true' || process.env.CI === '1';

/** The machine's network is closed: Chromium must not try to reach Google's services. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Test files that change settings every shopper reads. */
const SHOP_WIDE = /shop-settings\.spec\.ts/;
const PHONE = { isMobile: true, hasTouch: true, deviceScaleFactor: 3 };

export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  forbidOnly: onCi,
  retries: 0,
  // Two browsers against the one shop (the machine's two cores); E2E_WORKERS=1 runs them one by one.
  workers: Number(process.env.E2E_WORKERS) || 2,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: shopUrl,
    headless: true,
    locale: 'he-IL',
    timezoneId: 'Asia/Jerusalem',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || findChromium() || undefined,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'desktop', testIgnore: SHOP_WIDE, use: { viewport: { width: 1280, height: 800 } } },
    // Phone layout: only the tests whose title says @phone.
    {
      name: 'phone',
      grep: /@phone/,
      testIgnore: SHOP_WIDE,
      use: { viewport: { width: 390, height: 844 }, ...PHONE },
    },
    // Tests that change shop-wide settings (the delivery fee, the installment rule) run alone, after
    // every other test, so no checkout elsewhere reads a fee one of them set for a moment.
    {
      name: 'shop-wide',
      testMatch: SHOP_WIDE,
      dependencies: ['desktop', 'phone'],
      fullyParallel: false,
      workers: 1,
      use: { viewport: { width: 1280, height: 800 } },
    },
  ],
});
