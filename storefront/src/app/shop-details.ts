import type { Language } from '../rules/language';

/** The store's own details, shown in the footer, on the about page and in the map. */
export const SHOP_DETAILS = {
  address: {
    he: ['רחוב הרצל 120', 'ראשון לציון'],
    ru: ['ул. Герцль 120', 'Ришон-ле-Цион'],
  } satisfies Record<Language, string[]>,
  floor: { he: 'קומת קרקע', ru: 'первый этаж' } satisfies Record<Language, string>,
  size: { he: '450 מ"ר', ru: '450 м²' } satisfies Record<Language, string>,
  mobile: '050-123-4567',
  storePhone: '03-765-4321',
  email: 'info@sport-shop.co.il',
  /** The store on the map. */
  coordinates: { lat: 31.9642, lon: 34.8044 },
  social: ['Facebook', 'Instagram', 'WhatsApp'],
  /** Articles of the demo data: the site policy and the accessibility statement. */
  policySlug: 'takanon-haatar',
  accessibilitySlug: 'accessibility-statement',
};
