/**
 * The store's own details, in one place: the storefront (footer, about page, JSON-LD) and the backend
 * (shop emails) both read them by package name, so an address or an opening hour is changed once.
 * Plain data and pure functions only.
 */
export type ShopLanguage = 'he' | 'ru' | 'en';

/** Weekdays as JavaScript counts them (Sunday first, the Israeli working week's first day). */
export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Hours of one day, "HH:MM" on the store's clock (Asia/Jerusalem); null: closed all day. */
export type DayHours = { opens: string; closes: string } | null;

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'whatsapp', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const MOBILE = '050-123-4567';

export const SHOP_DETAILS = {
  address: {
    he: ['רחוב הרצל 120', 'ראשון לציון'],
    ru: ['ул. Герцль 120', 'Ришон-ле-Цион'],
    en: ['120 Herzl Street', 'Rishon LeZion'],
  } satisfies Record<ShopLanguage, string[]>,
  floor: { he: 'קומת קרקע', ru: 'первый этаж', en: 'ground floor' } satisfies Record<ShopLanguage, string>,
  size: { he: '450 מ"ר', ru: '450 м²', en: '450 m²' } satisfies Record<ShopLanguage, string>,
  mobile: MOBILE,
  storePhone: '03-765-4321',
  email: 'info@sport-shop.co.il',
  /** The store on the map. */
  coordinates: { lat: 31.9642, lon: 34.8044 },
  /** Sunday to Thursday a full day, Friday until before Shabbat, closed on Shabbat. */
  openingHours: {
    sunday: { opens: '09:00', closes: '20:00' },
    monday: { opens: '09:00', closes: '20:00' },
    tuesday: { opens: '09:00', closes: '20:00' },
    wednesday: { opens: '09:00', closes: '20:00' },
    thursday: { opens: '09:00', closes: '20:00' },
    friday: { opens: '09:00', closes: '14:00' },
    saturday: null,
  } satisfies Record<Weekday, DayHours>,
  /** The store's pages on social networks; a network without an address is not shown. */
  social: {
    facebook: 'https://www.facebook.com/sportshop.rishon',
    instagram: 'https://www.instagram.com/sportshop.rishon',
    whatsapp: `https://wa.me/972${MOBILE.replace(/-/g, '').replace(/^0/, '')}`,
    youtube: null,
  } satisfies Record<SocialNetwork, string | null>,
};

/** The networks' own names, written the same in every language. */
export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  whatsapp: 'WhatsApp',
  youtube: 'YouTube',
};

/** The networks the store has an address on, in a fixed order. */
export function socialLinks(
  social: Record<SocialNetwork, string | null> = SHOP_DETAILS.social,
): { network: SocialNetwork; name: string; url: string }[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const url = social[network];
    return url ? [{ network, name: SOCIAL_NETWORK_NAMES[network], url }] : [];
  });
}

const DAY_NAMES: Record<ShopLanguage, Record<Weekday, string>> = {
  he: { sunday: 'ראשון', monday: 'שני', tuesday: 'שלישי', wednesday: 'רביעי', thursday: 'חמישי', friday: 'שישי', saturday: 'שבת' },
  ru: { sunday: 'Вс', monday: 'Пн', tuesday: 'Вт', wednesday: 'Ср', thursday: 'Чт', friday: 'Пт', saturday: 'Сб' },
  en: { sunday: 'Sun', monday: 'Mon', tuesday: 'Tue', wednesday: 'Wed', thursday: 'Thu', friday: 'Fri', saturday: 'Sat' },
};

const CLOSED: Record<ShopLanguage, string> = { he: 'סגור', ru: 'выходной', en: 'closed' };

export interface OpeningHoursLine {
  /** "Sun–Thu", or one day's name. */
  days: string;
  /** "09:00–20:00", or the word for closed. */
  hours: string;
  closed: boolean;
}

const sameHours = (a: DayHours, b: DayHours) => (a === null ? b === null : b !== null && a.opens === b.opens && a.closes === b.closes);

/** The week as people read it: consecutive days with the same hours joined into one line. */
export function openingHoursLines(
  language: ShopLanguage,
  hours: Record<Weekday, DayHours> = SHOP_DETAILS.openingHours,
): OpeningHoursLine[] {
  const names = DAY_NAMES[language];
  const lines: OpeningHoursLine[] = [];
  let start = 0;
  for (let index = 1; index <= WEEKDAYS.length; index++) {
    if (index < WEEKDAYS.length && sameHours(hours[WEEKDAYS[index]], hours[WEEKDAYS[start]])) continue;
    const first = WEEKDAYS[start];
    const last = WEEKDAYS[index - 1];
    const day = hours[first];
    lines.push({
      days: first === last ? names[first] : `${names[first]}–${names[last]}`,
      hours: day ? `${day.opens}–${day.closes}` : CLOSED[language],
      closed: day === null,
    });
    start = index;
  }
  return lines;
}
