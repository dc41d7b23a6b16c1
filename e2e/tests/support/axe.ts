import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export interface A11yCheckOptions {
  /** Only this part of the page (a CSS selector), e.g. a dialog. */
  include?: string;
  /** Parts left out (CSS selectors), e.g. a third-party frame. */
  exclude?: string[];
  /** axe rule ids not checked, each with a reason in the test. */
  disableRules?: string[];
}

/** WCAG 2.1 A and AA: what the shop promises. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on the page as it is now and fails listing every serious or critical WCAG violation
 * (rule, what it asks, and the elements); minor and moderate findings do not fail the test.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: A11yCheckOptions = {}): Promise<void> {
  await finishedTransitions(page);
  let axe = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (options.include) axe = axe.include(options.include);
  for (const selector of options.exclude ?? []) axe = axe.exclude(selector);
  if (options.disableRules?.length) axe = axe.disableRules(options.disableRules);
  const { violations } = await axe.analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join(' | ');
      const more = violation.nodes.length > 5 ? ` and ${violation.nodes.length - 5} more` : '';
      return `${violation.id} (${violation.impact}): ${violation.help}; at ${targets}${more}; ${violation.helpUrl}`;
    });
  expect(serious, `serious or critical accessibility violations on ${page.url()}`).toEqual([]);
}

/**
 * Waits (at most 2 s) for the page's finite animations and transitions to end: a message that is still
 * fading in (Material UI's snackbar) has a lighter colour that axe would measure as poor contrast.
 * Endless ones (a spinner) are not waited for.
 */
async function finishedTransitions(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => {
      const timing = animation.effect?.getComputedTiming();
      return timing !== undefined && timing.iterations !== Infinity && animation.playState === 'running';
    });
    const timeout = new Promise((resolve) => setTimeout(resolve, 2_000));
    await Promise.race([Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))), timeout]);
  });
}
