import type { FieldError } from '../../../shared/domain/domain-error';
import { Language, TRANSLATION_LANGUAGES } from 'shop-rules';
import { invalidFields } from './content.errors';
import { isImageReference } from 'shop-rules';

/**
 * Column sizes. Article bodies live in a TEXT column (64 KB on MySQL); 16,000 characters fit even
 * when every character takes four bytes.
 */
export const ARTICLE_LIMITS = { title: 300, content: 16_000, imageUrl: 500 } as const;
export const ARTICLE_LANGUAGES = TRANSLATION_LANGUAGES;

export interface ArticleTranslation {
  language: Language;
  title: string;
  content: string;
}

/** What staff write; the slug is chosen separately (it depends on the other articles). */
export interface ArticleContent {
  title: string;
  content: string;
  imageUrl: string | null;
  isActive: boolean;
  showInList: boolean;
  translations: ArticleTranslation[];
}

export interface Article extends ArticleContent {
  id: number;
  slug: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface ArticleInput {
  title: string;
  content?: string | null;
  imageUrl?: string | null;
  isActive?: boolean;
  showInList?: boolean;
  translations?: { language: string; title: string; content?: string | null }[];
}

function checkText(errors: FieldError[], field: string, value: string, max: number, required: boolean): void {
  if (required && value === '') errors.push({ field, message: `${field} is required` });
  if (value.length > max) errors.push({ field, message: `${field} must be at most ${max} characters` });
}

/**
 * Validates and normalises an article (titles trimmed, blank image cleared). Hidden from the list
 * (show_in_list false) still means readable by its address: the site policy is such an article.
 */
export function articleContent(input: ArticleInput): ArticleContent {
  const errors: FieldError[] = [];
  const title = input.title.trim();
  checkText(errors, 'title', title, ARTICLE_LIMITS.title, true);
  const content = input.content ?? '';
  checkText(errors, 'content', content, ARTICLE_LIMITS.content, false);

  const imageUrl = input.imageUrl?.trim() || null;
  if (imageUrl !== null) {
    checkText(errors, 'image_url', imageUrl, ARTICLE_LIMITS.imageUrl, false);
    if (!isImageReference(imageUrl)) {
      errors.push({ field: 'image_url', message: 'image_url must be an http(s) URL, an /uploads/ path or a file name' });
    }
  }

  const seen = new Set<string>();
  const translations: ArticleTranslation[] = (input.translations ?? []).map((raw, index) => {
    const at = `translations.${index}`;
    const language = raw.language.trim();
    if (!(ARTICLE_LANGUAGES as readonly string[]).includes(language)) {
      errors.push({ field: `${at}.language`, message: `${at}.language must be one of ${ARTICLE_LANGUAGES.join(', ')}` });
    } else if (seen.has(language)) {
      errors.push({ field: `${at}.language`, message: `${at}.language repeats the language ${language}` });
    }
    seen.add(language);
    const translated = { language: language as Language, title: raw.title.trim(), content: raw.content ?? '' };
    checkText(errors, `${at}.title`, translated.title, ARTICLE_LIMITS.title, true);
    checkText(errors, `${at}.content`, translated.content, ARTICLE_LIMITS.content, false);
    return translated;
  });

  if (errors.length > 0) throw invalidFields(errors);
  return {
    title,
    content,
    imageUrl,
    isActive: input.isActive ?? true,
    showInList: input.showInList ?? true,
    translations,
  };
}

/** What the public may see: active articles only, listed or not. */
export const isPubliclyReadable = (article: Pick<Article, 'isActive'>): boolean => article.isActive;
