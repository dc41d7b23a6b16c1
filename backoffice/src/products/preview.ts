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
