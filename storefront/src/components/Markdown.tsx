import type { SafeHtml } from 'shop-rules/markdown-html';

/**
 * Staff-written markdown, shown as the HTML its page's loader made of it with the spec's allow-list
 * (rules/markdown.ts). The loader, not this component, reads the markdown: on a page rendered by the
 * server the HTML arrives with the page's data, and the browser never downloads the markdown reader
 * for it (it is fetched with the loader only when the shopper moves to such a page in the app).
 */
export function Markdown({ html, className }: { html: SafeHtml; className?: string }) {
  return <div className={className ?? 'markdown'} dir="auto" dangerouslySetInnerHTML={{ __html: html }} />;
}
