import { describe, expect, it } from 'vitest';
import { markdownToPlainText, markdownToSafeHtml, truncateText } from './markdown';

describe("the storefront's markdown rule, as the back office uses it", () => {
  it('renders markdown and drops scripts and javascript: links', () => {
    const html = markdownToSafeHtml('## Size\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1)) **bold**');
    expect(html).toContain('<h2>Size</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).not.toMatch(/script|javascript/i);
  });

  it('gives the plain text of a card preview, cut with an ellipsis', () => {
    expect(markdownToPlainText('## כפפות\nלפי **משקל**')).toBe('כפפות לפי משקל');
    expect(truncateText('a'.repeat(200), 160)).toHaveLength(161);
    expect(truncateText('short', 160)).toBe('short');
  });
});
