/** Content languages with translations; English is the base of names and descriptions. */
export const TRANSLATION_LANGUAGES = ['ru', 'he'] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

export interface TranslationFields {
  name: string;
  description: string;
}

export type TranslationsByLanguage = Record<TranslationLanguage, TranslationFields>;

/** Form values: one block per language, empty when the record has none. */
export function translationsByLanguage(
  translations: ReadonlyArray<{ language: string; name?: string | null; description?: string | null }> | undefined,
): TranslationsByLanguage {
  const blocks = {} as TranslationsByLanguage;
  for (const language of TRANSLATION_LANGUAGES) {
    const found = translations?.find((t) => t.language === language);
    blocks[language] = { name: found?.name ?? '', description: found?.description ?? '' };
  }
  return blocks;
}

/** Payload: only languages with a non-blank name, every string trimmed. */
export function translationsPayload(
  blocks: Partial<Record<string, Partial<TranslationFields>>> | undefined,
): Array<{ language: TranslationLanguage; name: string; description: string }> {
  return TRANSLATION_LANGUAGES.flatMap((language) => {
    const block = blocks?.[language];
    const name = (block?.name ?? '').trim();
    if (!name) return [];
    return [{ language, name, description: (block?.description ?? '').trim() }];
  });
}

/** Which languages have a non-empty translation (the RU and HE badges). */
export function hasTranslation(
  translations: ReadonlyArray<{ language: string; name?: string | null }> | undefined,
  language: TranslationLanguage,
): boolean {
  return !!translations?.some((t) => t.language === language && (t.name ?? '').trim() !== '');
}
