import { describe, expect, it } from 'vitest';
import { markdownToPlainText, truncateText } from './markdown-text';

describe('plain text of markdown', () => {
  it.each([
    ['## Title\n\n**Strong**   text & more', 'Title Strong text & more'],
    ['Train your **muscles**. Then *rest*, then [run](https://x.example)!', 'Train your muscles. Then rest, then run!'],
    ['# Heading #\nSetext\n======\n\n---\n\nafter', 'Heading Setext after'],
    ['- one\n- two\n  * nested\n1. first\n2) second', 'one two nested first second'],
    ['> quoted\n> - in a list\n>> deeper', 'quoted in a list deeper'],
    [
      '![a ball](/uploads/ball.png) and [a link](https://x.example/a_(b)) and <https://shop.example>',
      'a ball and a link and https://shop.example',
    ],
    ['[ref link][1]\n\n[1]: https://x.example "title"', 'ref link'],
    ['Run `npm start`:\n\n```sh\ncode block\n```', 'Run npm start: code block'],
    ['~~old~~ new __bold__ _soft_ snake_case_name', 'old new bold soft snake_case_name'],
    ['\\*not emphasis\\* and \\# not a heading', '*not emphasis* and # not a heading'],
    ['| size | cm |\n|---|:---:|\n| M | 40 |', 'size cm M 40'],
    ['<p>Hello <b>there</b>.</p><script>alert(1)</script><!-- note -->', 'Hello there.'],
    ['a &amp; b &lt;c&gt; &quot;d&quot;', 'a & b <c> "d"'],
    ['כפפות **אגרוף** לפי _משקל_', 'כפפות אגרוף לפי משקל'],
    ['', ''],
  ])('reads %j as %j', (markdown, text) => {
    expect(markdownToPlainText(markdown)).toBe(text);
  });

  it('is empty for no text', () => {
    expect(markdownToPlainText(null)).toBe('');
    expect(markdownToPlainText(undefined)).toBe('');
  });
});

describe('previews', () => {
  it('cut with an ellipsis only when longer, at a word where possible', () => {
    expect(truncateText('short', 10)).toBe('short');
    expect(truncateText('one two three four five six', 15)).toBe('one two three…');
    expect(truncateText('a'.repeat(20), 10)).toBe(`${'a'.repeat(10)}…`);
  });
});
