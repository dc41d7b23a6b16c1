import { marked } from 'marked';
import { FilterXSS } from 'xss';

/** The spec's allow-list for product descriptions and articles. */
const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'hr',
  'a',
  'img',
  'span',
  'div',
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

/** HTML that went through the sanitiser below: the only HTML the storefront writes into a page. */
export type SafeHtml = string & { readonly sanitised: unique symbol };

/** Markdown written by staff, as HTML that carries only the allowed tags, attributes and link schemes. */
export function markdownToSafeHtml(markdown: string | null | undefined): SafeHtml {
  if (!markdown) return '' as SafeHtml;
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: true });
  return sanitizer.process(html) as SafeHtml;
}
