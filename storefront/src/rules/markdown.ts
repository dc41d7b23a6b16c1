import { marked } from 'marked';
import { FilterXSS } from 'xss';

/** The spec's allow-list for product descriptions and articles. */
const ALLOWED_TAGS = [
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li',
  'blockquote', 'code', 'pre', 'hr', 'a', 'img', 'span', 'div',
];
const ALLOWED_ATTRIBUTES = ['href', 'src', 'alt', 'title', 'class', 'target'];
const ALLOWED_SCHEMES = ['http', 'https', 'ftp', 'mailto', 'tel', 'callto', 'cid', 'xmpp'];

/** A link or picture address is kept when relative or in an allowed scheme (no javascript:, data:, vbscript:). */
export function isAllowedAddress(value: string): boolean {
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:"), so compare without them.
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1];
  if (!scheme) return true;
  return ALLOWED_SCHEMES.includes(scheme);
}

const sanitizer = new FilterXSS({
  whiteList: Object.fromEntries(ALLOWED_TAGS.map((tag) => [tag, ALLOWED_ATTRIBUTES])),
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template'],
  allowCommentTag: false,
  css: false,
  safeAttrValue: (_tag, name, value) => {
    const decoded = value.replace(/&#x?[0-9a-f]+;?|&colon;|&tab;|&newline;/gi, ':');
    if ((name === 'href' || name === 'src') && (!isAllowedAddress(value) || !isAllowedAddress(decoded))) return '';
    return value.replace(/"/g, '&quot;');
  },
});

/** Markdown written by staff, as HTML that carries only the allowed tags, attributes and link schemes. */
export function markdownToSafeHtml(markdown: string | null | undefined): string {
  if (!markdown) return '';
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: true });
  return sanitizer.process(html);
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** Plain text of markdown (for card and excerpt previews), white space collapsed. */
export function markdownToPlainText(markdown: string | null | undefined): string {
  if (!markdown) return '';
  let html: string;
  try {
    html = marked.parse(markdown, { async: false, gfm: true });
  } catch {
    return markdown.replace(/\s+/g, ' ').trim();
  }
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    // Inline tags sit inside a sentence ("**strong**."): removed without a space; block tags end a word.
    .replace(/<\/?(strong|b|em|i|u|code|span|a|s|del|sub|sup)\b[^>]*>/gi, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** A preview of at most `max` characters, cut at a word where possible, with an ellipsis when cut. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
