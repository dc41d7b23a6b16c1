import { markdownToPlainText, truncateText } from 'shop-rules';

export const DESCRIPTION_PREVIEW_LENGTH = 120;

/** The card's description: its markdown read as text (the shop's one rule) cut to 120 characters; null when there is none. */
export function descriptionPreview(markdown: string | null | undefined, length = DESCRIPTION_PREVIEW_LENGTH): string | null {
  const text = markdownToPlainText(markdown);
  return text ? truncateText(text, length) : null;
}
