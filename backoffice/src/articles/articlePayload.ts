import type { ArticleRequestWire, ArticleWire } from '../api/wire';
import { markdownToPlainText, truncateText } from 'shop-rules';

/** Articles are translated into the shop's languages and English (the server's article languages). */
export const ARTICLE_LANGUAGES = ['he', 'ru', 'en'] as const;
export type ArticleLanguage = (typeof ARTICLE_LANGUAGES)[number];

export const ARTICLE_LIMITS = { title: 300, slug: 300, content: 16_000 } as const;
export const ARTICLE_PREVIEW_LENGTH = 160;

export interface ArticleTranslationFields {
  title: string;
  content: string;
}

/** What the article form edits: the record with one translation block per language. */
export interface ArticleFormValues {
  id?: number;
  title: string;
  slug: string;
  content: string;
  image_url: string | null;
  is_active: boolean;
  show_in_list: boolean;
  translations: Record<ArticleLanguage, ArticleTranslationFields>;
}

/** A new article is active and listed (the spec's defaults). */
export function articleFormValues(record?: Partial<ArticleWire>): ArticleFormValues {
  const translations = {} as Record<ArticleLanguage, ArticleTranslationFields>;
  for (const language of ARTICLE_LANGUAGES) {
    const found = record?.translations?.find((t) => t.language === language);
    translations[language] = { title: found?.title ?? '', content: found?.content ?? '' };
  }
  return {
    ...(record?.id !== undefined ? { id: record.id } : {}),
    title: record?.title ?? '',
    slug: record?.slug ?? '',
    content: record?.content ?? '',
    image_url: record?.image_url ?? null,
    is_active: record?.is_active ?? true,
    show_in_list: record?.show_in_list ?? true,
    translations,
  };
}

/**
 * The request body. An empty slug is sent as null: the server then makes it from the title and
 * numbers it (-2, -3) when taken. Translations go only with a title; all text is trimmed.
 */
export function articlePayload(values: Partial<ArticleFormValues>): ArticleRequestWire {
  return {
    title: (values.title ?? '').trim(),
    slug: (values.slug ?? '').trim() || null,
    content: values.content ?? '',
    image_url: values.image_url?.trim() || null,
    is_active: values.is_active ?? true,
    show_in_list: values.show_in_list ?? true,
    translations: ARTICLE_LANGUAGES.flatMap((language) => {
      const block = values.translations?.[language];
      const title = (block?.title ?? '').trim();
      return title ? [{ language, title, content: (block?.content ?? '').trim() }] : [];
    }),
  };
}

/** The spec's rule: a translation needs its title (a block with content only is an error). */
export function translationTitleMissing(block: Partial<ArticleTranslationFields> | undefined): boolean {
  return (block?.title ?? '').trim() === '' && (block?.content ?? '').trim() !== '';
}

/** The card's preview: the localized content as plain text, the first 160 characters and an ellipsis. */
export const articlePreview = (markdown: string | null | undefined): string =>
  truncateText(markdownToPlainText(markdown), ARTICLE_PREVIEW_LENGTH);
