/**
 * Markdown is rendered and sanitised by ONE rule for the whole shop: the storefront's
 * (storefront/src/rules/markdown.ts: the spec's allowed tags, attributes and link schemes, through
 * marked + xss). The back office imports it rather than keeping a copy, so a preview shows exactly
 * what shoppers will see.
 */
export { markdownToPlainText, markdownToSafeHtml, truncateText } from '../../../storefront/src/rules/markdown';
