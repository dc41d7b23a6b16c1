/**
 * Staff-written markdown read as plain text, for previews: the 100-character card description on every
 * product grid, the blog's excerpts, the back office's article preview. No markdown parser: every page
 * with a product card would otherwise download one (marked with its sanitiser is about 21 KB gzip) only
 * to throw its HTML away. The text is shown by React as text, never as HTML, so nothing here is a
 * security boundary; pages that show markdown as HTML use rules/markdown.ts.
 */

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };
/** The characters markdown lets a backslash escape. */
const ESCAPABLE = /\\([\\`*_{}[\]()#+\-.!|>~<])/g;
/** Stands in for an escaped character while the markup around it is removed. */
const HELD = /\uE000(\d+)\uE001/g;

/**
 * A line without the marks that open it: quotes hold lists and lists hold quotes ("> - item"), so those
 * are taken off until none is left; a heading's text is text ("## 1. Sizes" keeps its "1.").
 */
function withoutLineMarks(line: string): string {
  for (;;) {
    const heading = /^[ \t]*#{1,6}(?:[ \t]+|$)/.exec(line);
    if (heading) return line.slice(heading[0].length);
    const mark = /^[ \t]*(?:>[ \t]?|[-*+][ \t]+|\d{1,9}[.)][ \t]+)/.exec(line);
    if (!mark) return line;
    line = line.slice(mark[0].length);
  }
}

/** Plain text of markdown, white space collapsed. */
export function markdownToPlainText(markdown: string | null | undefined): string {
  if (!markdown) return '';
  const held: string[] = [];
  let text = markdown
    .replace(/\r\n?/g, '\n')
    .replace(ESCAPABLE, (_, char: string) => `\uE000${held.push(char) - 1}\uE001`)
    // Code fences and front-matter-like rules; the code inside stays as text.
    .replace(/^[ \t]*(```|~~~).*$/gm, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    // Pictures by their description, links by their text; reference definitions are not text.
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\((?:[^()]|\([^)]*\))*\)/g, '$1')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/^[ \t]*\[[^\]]+\]:[ \t]*\S.*$/gm, ' ')
    .replace(/<((?:https?|mailto|ftp):[^>\s]+)>/gi, '$1')
    // Inline tags sit inside a sentence ("<b>strong</b>."): removed without a space; block tags end a word.
    .replace(/<\/?(strong|b|em|i|u|code|span|a|s|del|sub|sup|mark|small)\b[^>]*>/gi, '')
    .replace(/<\/?[a-z][^>]*>/gi, ' ')
    // Rules and heading underlines, table separators, then the marks that open a line.
    .replace(/^[ \t]*([-*_])([ \t]*\1){2,}[ \t]*$/gm, ' ')
    .replace(/^[ \t]*=+[ \t]*$/gm, ' ')
    .replace(/^[ \t]*\|?([ \t]*:?-+:?[ \t]*\|)+[ \t]*(:?-+:?)?[ \t]*$/gm, ' ')
    .replace(/\|/g, ' ');
  text = text.split('\n').map(withoutLineMarks).join('\n');
  text = text
    .replace(/[ \t]+#+[ \t]*$/gm, '') // a closing "## Title ##"
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/\*(?=\S)([^*]*?\S)\*/g, '$1')
    // An underscore inside a word (snake_case) is not emphasis.
    .replace(/(^|[^\p{L}\p{N}_])_(?=\S)([^_]*?\S)_(?![\p{L}\p{N}_])/gu, '$1$2')
    .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '$1')
    .replace(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g, (_, __, code: string) => code.trim())
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(HELD, (_, index: string) => held[Number(index)]);
  return text.replace(/\s+/g, ' ').trim();
}

/** A preview of at most `max` characters, cut at a word where possible, with an ellipsis when cut. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
