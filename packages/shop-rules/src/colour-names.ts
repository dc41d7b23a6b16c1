/**
 * The shop's colour vocabulary, ONE module for the API, the emails, the storefront and the back office
 * (imported by package name everywhere). Staff type a variant's or a size
 * template's colour in English, and that English name stays the stored key; shoppers and staff read it
 * in their language. A colour not in the list is shown as typed; "Yellow/Blue" is two colours.
 */
export type ColourLanguage = 'he' | 'ru' | 'en';

/** English name (as staff type it, any case) -> Hebrew and Russian. Russian names start with a capital, as labels do. */
const COLOURS: Record<string, { he: string; ru: string }> = {
  black: { he: 'שחור', ru: 'Чёрный' },
  white: { he: 'לבן', ru: 'Белый' },
  red: { he: 'אדום', ru: 'Красный' },
  blue: { he: 'כחול', ru: 'Синий' },
  'light blue': { he: 'תכלת', ru: 'Голубой' },
  'sky blue': { he: 'תכלת', ru: 'Голубой' },
  navy: { he: 'כחול כהה', ru: 'Тёмно-синий' },
  'navy blue': { he: 'כחול כהה', ru: 'Тёмно-синий' },
  'dark blue': { he: 'כחול כהה', ru: 'Тёмно-синий' },
  'mirror blue': { he: 'כחול מראה', ru: 'Синий зеркальный' },
  turquoise: { he: 'טורקיז', ru: 'Бирюзовый' },
  green: { he: 'ירוק', ru: 'Зелёный' },
  'dark green': { he: 'ירוק כהה', ru: 'Тёмно-зелёный' },
  yellow: { he: 'צהוב', ru: 'Жёлтый' },
  orange: { he: 'כתום', ru: 'Оранжевый' },
  brown: { he: 'חום', ru: 'Коричневый' },
  pink: { he: 'ורוד', ru: 'Розовый' },
  purple: { he: 'סגול', ru: 'Фиолетовый' },
  violet: { he: 'סגול', ru: 'Фиолетовый' },
  grey: { he: 'אפור', ru: 'Серый' },
  gray: { he: 'אפור', ru: 'Серый' },
  silver: { he: 'כסוף', ru: 'Серебристый' },
  gold: { he: 'זהב', ru: 'Золотой' },
  beige: { he: 'בז׳', ru: 'Бежевый' },
  clear: { he: 'שקוף', ru: 'Прозрачный' },
  smoke: { he: 'מעושן', ru: 'Дымчатый' },
  multicolor: { he: 'צבעוני', ru: 'Разноцветный' },
  multicolour: { he: 'צבעוני', ru: 'Разноцветный' },
};

const keyOf = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** Whether the vocabulary knows this English name (the back office says when staff typed an unknown one). */
export const isKnownColour = (name: string | null | undefined): boolean =>
  Boolean(name) && (name as string).split('/').every((part) => keyOf(part) in COLOURS);

function oneColour(name: string, language: ColourLanguage): string {
  const known = COLOURS[keyOf(name)];
  return known && language !== 'en' ? known[language] : name.trim();
}

/**
 * A colour in a language: 'Black' -> 'שחור' / 'Чёрный' / 'Black'; 'Yellow/Blue' -> 'Жёлтый/синий';
 * an unknown name as it was typed; null and blank stay null.
 */
export function colourName(name: string | null | undefined, language: ColourLanguage): string | null {
  const typed = (name ?? '').trim();
  if (!typed) return null;
  if (language === 'en') return typed;
  const parts = typed.split('/').map((part, index) => {
    const shown = oneColour(part, language);
    // A Russian pair reads as one phrase: only its first word keeps the capital ('Жёлтый/синий').
    return index > 0 && language === 'ru' && COLOURS[keyOf(part)] ? shown.toLowerCase() : shown;
  });
  return parts.join('/');
}

/**
 * A stored variant name ('M / Black', as orders keep it: size / colour / material) in a language: each
 * word the vocabulary knows as a colour is translated, sizes and the rest stay as they are.
 */
export function localizedVariantName(variantName: string | null | undefined, language: ColourLanguage): string {
  const name = variantName ?? '';
  if (!name.trim() || language === 'en') return name;
  return name
    .split(' / ')
    .map((word) => (isKnownColour(word) ? (colourName(word, language) ?? word) : word))
    .join(' / ');
}
