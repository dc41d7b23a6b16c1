import { SHOP_DETAILS as STORE } from 'shop-rules';

export { openingHoursLines, socialLinks, WEEKDAYS } from 'shop-rules';

/**
 * The store's own details (address, phones, opening hours, social networks) come from the one source
 * the backend's emails read too (shop-rules shop-details.ts); the storefront adds
 * the slugs of its own pages.
 */
export const SHOP_DETAILS = {
  ...STORE,
  /** Articles of the demo data shown as pages: the site policy, the privacy policy, the accessibility statement. */
  policySlug: 'takanon-haatar',
  privacySlug: 'privacy-policy',
  accessibilitySlug: 'accessibility-statement',
};
