import { DomainError } from '../../../shared/domain/domain-error';

export interface TranslationInput {
  language: string;
  name?: string | null;
  description?: string | null;
}

export interface Translation {
  language: string;
  name: string;
  description: string | null;
}

const trimmedOrNull = (text: string | null | undefined): string | null => {
  const value = (text ?? '').trim();
  return value === '' ? null : value;
};

/**
 * Trims translations and keeps only those with a name (the back office sends only those);
 * two translations for one language are refused, naming the second.
 */
export function cleanTranslations(field: string, translations: readonly TranslationInput[] | undefined): Translation[] {
  const seen = new Set<string>();
  const kept: Translation[] = [];
  (translations ?? []).forEach((translation, index) => {
    const language = translation.language.trim();
    const name = trimmedOrNull(translation.name);
    if (name === null) return;
    if (seen.has(language)) {
      throw DomainError.invalid(
        'DUPLICATE_TRANSLATION',
        `${field}.${index}.language ${language} appears twice`,
        `${field}.${index}.language`,
      );
    }
    seen.add(language);
    kept.push({ language, name, description: trimmedOrNull(translation.description) });
  });
  return kept;
}

export { trimmedOrNull };
