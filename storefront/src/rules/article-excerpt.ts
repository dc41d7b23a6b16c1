import { markdownToPlainText } from 'shop-rules';

/** The spec's blog excerpt: 120 characters of the article's text, then an ellipsis. */
export const EXCERPT_LENGTH = 120;

/**
 * The first `length` characters of the article's plain text (markdown read as text; when markdown cannot
 * be read, the source with white space collapsed) with '...' when there is more.
 */
export function articleExcerpt(markdown: string | null | undefined, length = EXCERPT_LENGTH): string {
  // Tags become spaces in the plain text; none belongs before punctuation ("a [link](x)." is "a link.").
  const text = markdownToPlainText(markdown).replace(/ +([.,;:!?)])/g, '$1');
  if (text.length <= length) return text;
  return `${text.slice(0, length).trimEnd()}...`;
}

/** The article's date: long month, numeric day and year, in the page's locale; '' when unreadable. */
export function articleDate(iso: string | null | undefined, locale: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  try {
    // The store's time zone: the same day on the server and in every browser.
    return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Asia/Jerusalem' }).format(date);
  } catch {
    return '';
  }
}

/** An article's address: by its slug, or by its id when it has none (the spec). */
export function articlePath(article: { id: number; slug: string | null | undefined }): string {
  const slug = article.slug?.trim();
  return `/article/${slug ? encodeURIComponent(slug) : article.id}`;
}

/** A title to show: the article's own, or the 'untitled' text when it is empty. */
export function articleTitle(title: string | null | undefined, untitled: string): string {
  return title?.trim() || untitled;
}

/**
 * The body without a first-level heading that only repeats the title (staff often start an article with
 * "# Title"; the page shows the title already, and a card's excerpt should not start with it).
 */
export function bodyWithoutTitle(markdown: string | null | undefined, title: string | null | undefined): string {
  const body = markdown ?? '';
  const heading = /^\s*#[ \t]+(.+?)[ \t#]*(?:\r?\n|$)/.exec(body);
  if (!heading || !title || heading[1].trim().toLowerCase() !== title.trim().toLowerCase()) return body;
  return body.slice(heading[0].length).replace(/^\s+/, '');
}
