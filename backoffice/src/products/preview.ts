import { marked } from 'marked';

export const DESCRIPTION_PREVIEW_LENGTH = 120;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** The text a markdown description renders to, without tags (safe to show as plain text). */
export function markdownText(markdown: string): string {
  const html = marked.parse(markdown, { async: false }) as string;
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The card's description: rendered markdown cut to 120 characters with an ellipsis; null when there is none. */
export function descriptionPreview(markdown: string | null | undefined, length = DESCRIPTION_PREVIEW_LENGTH): string | null {
  const source = (markdown ?? '').trim();
  if (!source) return null;
  let text: string;
  try {
    text = markdownText(source);
  } catch {
    text = source;
  }
  if (!text) return null;
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}

const shekels = new Intl.NumberFormat('he-IL', { style: 'currency', currency: 'ILS', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Prices in ILS with he-IL formatting, whatever the interface language. */
export const formatPrice = (amount: number): string => shekels.format(amount);

const dates = new Intl.DateTimeFormat('he-IL', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
export const formatDate = (value: string | Date): string => dates.format(new Date(value));
