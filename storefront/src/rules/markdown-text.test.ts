import { marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { DEMO_ARTICLES } from '../../../backend/src/demo/demo-articles.data';
import { markdownToPlainText } from 'shop-rules';

/** What a markdown parser makes of the text: marked's HTML with the tags taken off. */
function parsedText(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
  return html
    .replace(/<\/?(strong|em|code|a|del)\b[^>]*>/gi, '')
    .replace(/<img[^>]*alt="([^"]*)"[^>]*>/gi, '$1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entities[entity])
    .replace(/\s+/g, ' ')
    .trim();
}

describe('plain text of markdown (shop-rules) against a markdown parser', () => {
  it('reads every demo article, in every language, as a markdown parser does', () => {
    const texts = DEMO_ARTICLES.flatMap((article) => Object.values(article.content) as string[]);
    expect(texts.length).toBeGreaterThan(10);
    for (const text of texts) expect(markdownToPlainText(text)).toBe(parsedText(text));
  });
});
