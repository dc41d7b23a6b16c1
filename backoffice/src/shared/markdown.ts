/**
 * Markdown is rendered and sanitised by ONE rule for the whole shop: the storefront's
 * (storefront/src/rules/markdown.ts: the spec's allowed tags, attributes and link schemes, through
 * marked + xss), and read as plain text by one rule (storefront/src/rules/markdown-text.ts). The back
 * office imports them rather than keeping copies, so a preview shows exactly what shoppers will see.
 */
export { markdownToSafeHtml } from '../../../storefront/src/rules/markdown';
export { markdownToPlainText, truncateText } from '../../../storefront/src/rules/markdown-text';
