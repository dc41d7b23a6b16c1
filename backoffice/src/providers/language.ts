/** The interface language, shared with the data provider (it asks the API for localized_* fields in it). */
export type Language = 'he' | 'ru' | 'en';

export const LANGUAGES: readonly Language[] = ['he', 'ru', 'en'];
export const DEFAULT_LANGUAGE: Language = 'he';
// react-admin's own store key: its locale menu writes here, so the choice is remembered across visits.
const STORE_KEY = 'RaStore.locale';

let current: Language = DEFAULT_LANGUAGE;
const listeners = new Set<() => void>();

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function storedLanguage(): Language {
  try {
    const raw = localStorage.getItem(STORE_KEY);
    const value = raw ? JSON.parse(raw) : null;
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export const language = {
  get: (): Language => current,
  set(next: Language): void {
    if (next === current) return;
    current = next;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const isRightToLeft = (lang: Language): boolean => lang === 'he';
