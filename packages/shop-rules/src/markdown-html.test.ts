import { describe, expect, it } from 'vitest';
import { markdownToSafeHtml } from './markdown-html';

describe('markdown sanitising', () => {
  it('renders the allowed markdown', () => {
    const html = markdownToSafeHtml('## Size\n**Bold** and *soft* [shop](https://shop.example) ![ball](/uploads/ball.png)');
    expect(html).toContain('<h2');
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).toContain('<em>soft</em>');
    expect(html).toContain('href="https://shop.example"');
    expect(html).toContain('src="/uploads/ball.png"');
  });

  it('removes script tags with their content', () => {
    const html = markdownToSafeHtml('Hello <script>window.hacked = 1</script> world');
    expect(html).not.toMatch(/script/i);
    expect(html).not.toContain('hacked');
    expect(html).toContain('Hello');
  });

  it('removes event handlers and styles', () => {
    const html = markdownToSafeHtml('<img src="/uploads/a.png" onerror="alert(1)"> <div style="x" onclick="alert(2)">hi</div>');
    expect(html).not.toMatch(/onerror|onclick|style=|alert/i);
    expect(html).toContain('src="/uploads/a.png"');
  });

  it('removes javascript: and data: addresses, also disguised', () => {
    for (const link of [
      '[x](javascript:alert(1))',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="JaVa\tScRiPt:alert(1)">x</a>',
      '<a href="java&#x73;cript:alert(1)">x</a>',
      '<a href="data:text/html,<script>alert(1)</script>">x</a>',
      '<img src="vbscript:msgbox(1)">',
    ]) {
      expect(markdownToSafeHtml(link)).not.toMatch(/javascript|vbscript|data:/i);
    }
  });

  it('keeps the allowed link schemes', () => {
    for (const href of ['mailto:shop@example.com', 'tel:+972501234567', 'ftp://files.example/a', 'http://a.example']) {
      expect(markdownToSafeHtml(`<a href="${href}">x</a>`)).toContain(`href="${href}"`);
    }
  });

  it('drops tags outside the allow-list but keeps their text', () => {
    const html = markdownToSafeHtml('<table><tr><td>cell</td></tr></table><iframe src="https://evil.example"></iframe>');
    expect(html).not.toMatch(/<table|<td|<iframe/);
    expect(html).toContain('cell');
  });
});
