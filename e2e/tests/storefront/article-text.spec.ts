import { marked } from 'marked';
import { markdownToPlainText } from 'shop-rules';
import { expect, test } from '../support/fixtures';
import { adminToken, shopCall } from '../support/shopApi';

interface ArticleAnswer {
  id: number;
  content: string;
  created_at: string;
  translations: Array<{ language: string; content: string }>;
}

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

// The shop's one rule for markdown as text (shop-rules) writes the blog's cards and the product cards'
// descriptions; here it reads the shop's own articles, as the API serves them, as a markdown parser does.
test('every demo article, in every language, reads as text as a markdown parser reads it', async () => {
  const { data } = await shopCall<{ data: ArticleAnswer[] }>('GET', '/api/articles/admin', {
    token: await adminToken(),
    query: { range: '[0,199]' },
  });
  // The demo's articles date from days ago; other tests' articles, made while this one runs, from now.
  const dayAgo = Date.now() - 86_400_000;
  const demo = data.filter((article) => Date.parse(article.created_at) < dayAgo);
  const texts = demo.flatMap((article) => [article.content, ...article.translations.map((translation) => translation.content)]);
  expect(texts.length).toBeGreaterThan(10);
  for (const text of texts) expect(markdownToPlainText(text)).toBe(parsedText(text));
});
