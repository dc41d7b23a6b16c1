import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The repository's documents link to each other (the README is a front door to docs/ and bench/): every
 * relative link must reach a file that exists and, when it names a heading (`file.md#anchor`), a heading of
 * that file. Links to web addresses are not followed.
 */
const ROOT = resolve(__dirname, '..', '..');

function markdownFiles(): string[] {
  const inFolder = (folder: string): string[] =>
    readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? inFolder(join(folder, entry.name)) : entry.name.endsWith('.md') ? [join(folder, entry.name)] : [],
    );
  return ['README.md', ...inFolder('docs'), ...inFolder('bench').filter((file) => !file.startsWith(join('bench', 'results')))];
}

/** The text without fenced code blocks and code spans, where brackets are not links. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** The targets of the document's inline links: `[text](target)`, also when the text spans lines. */
function linkTargets(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^()\s]+)\)/g)].map((match) => match[1]);
}

/** The anchors GitHub gives the document's headings: lower case, punctuation dropped, spaces as hyphens. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, title] of markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6} (.+)$/gm)) {
    const anchor = title
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    let unique = anchor;
    for (let n = 1; anchors.has(unique); n++) unique = `${anchor}-${n}`;
    anchors.add(unique);
  }
  return anchors;
}

/** Each relative link of the file that reaches no file, or no heading of it. */
function brokenLinks(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  return linkTargets(text)
    .filter((target) => !/^[a-z]+:/i.test(target))
    .flatMap((target) => {
      const [path, anchor] = target.split('#');
      const linked = path ? resolve(dirname(join(ROOT, file)), decodeURIComponent(path)) : join(ROOT, file);
      if (!existsSync(linked)) return [`${file}: ${target} (no file ${relative(ROOT, linked)})`];
      if (anchor && linked.endsWith('.md') && !headingAnchors(readFileSync(linked, 'utf8')).has(anchor)) {
        return [`${file}: ${target} (no heading #${anchor})`];
      }
      return [];
    });
}

describe('links between the documents', () => {
  it('reads the links of a document, not the brackets in its code', () => {
    const text = 'See [the setup](docs/setup.md#step-1) and [a\nsite](https://example.com).\n`[0,24](x)`\n```\n[a](b.md)\n```\n';
    expect(linkTargets(text)).toEqual(['docs/setup.md#step-1', 'https://example.com']);
  });

  it('names the headings as GitHub does', () => {
    const text = "# A short tour of the storefront (`storefront/src/`)\n## The shop's alerts: webhooks\n## Step\n## Step\n";
    expect([...headingAnchors(text)]).toEqual([
      'a-short-tour-of-the-storefront-storefrontsrc',
      'the-shops-alerts-webhooks',
      'step',
      'step-1',
    ]);
  });

  it('finds the README, docs/ and bench/ documents', () => {
    expect(markdownFiles()).toEqual(expect.arrayContaining(['README.md', join('docs', 'architecture.md'), join('bench', 'README.md')]));
  });

  it('has every relative link reach a file and a heading that exist', () => {
    expect(markdownFiles().flatMap(brokenLinks)).toEqual([]);
  });
});
