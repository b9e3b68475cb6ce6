import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryFiles, root, textLines } from './repository-text.js';

/** Where code and its readers cite docs/: every file there, and the two top-level documents. */
const CITING = [
  'src',
  'server',
  'tests',
  'contracts',
  'e2e',
  'scripts',
  'examples',
  'ARCHITECTURE.md',
  'README.md',
];

/** `docs/<path>.md`, optionally with `#<anchor>`; a longer name ending in docs/ is no citation. */
const CITATION = /(?<![\w-])docs\/([\w./-]+?\.md)(?:#([\w-]+))?/g;

/**
 * A heading's anchor as GitHub makes it: the heading's text (link targets and trailing #s
 * dropped), lowercased, without punctuation other than hyphens (and underscores), spaces
 * turned into hyphens.
 */
const slugOf = (heading: string): string =>
  heading
    .replace(/\s+#+\s*$/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');

/** The anchors of a Markdown text's headings; a repeated heading gets -1, -2 ... as on GitHub. */
const anchorsOf = (lines: readonly string[]): Set<string> => {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | null = null;
  for (const line of lines) {
    const fenceMark = /^\s*(```|~~~)/.exec(line)?.[1];
    if (fenceMark) fence = fence === null ? fenceMark : fence === fenceMark ? null : fence;
    const heading = fence === null ? /^ {0,3}#{1,6}\s+(.*)$/.exec(line) : null;
    if (!heading) continue;
    const base = slugOf(heading[1] ?? '');
    let anchor = base;
    while (anchors.has(anchor)) {
      const count = (seen.get(base) ?? 0) + 1;
      seen.set(base, count);
      anchor = `${base}-${count}`;
    }
    anchors.add(anchor);
  }
  return anchors;
};

interface Citation {
  readonly where: string;
  readonly file: string;
  readonly anchor: string | undefined;
}

const citations = (): Citation[] =>
  repositoryFiles(...CITING).flatMap((path) =>
    textLines(path).flatMap((line, index) =>
      [...line.matchAll(CITATION)].map((match) => ({
        where: `${path}:${index + 1}`,
        file: `docs/${match[1]}`,
        anchor: match[2],
      })),
    ),
  );

/** Every citation that names no file, or a heading its file does not have, with where it is. */
const brokenCitations = (found: readonly Citation[]): string[] => {
  const anchorsByFile = new Map<string, Set<string>>();
  const anchorsIn = (file: string) => {
    let anchors = anchorsByFile.get(file);
    if (!anchors) {
      anchors = anchorsOf(textLines(file));
      anchorsByFile.set(file, anchors);
    }
    return anchors;
  };
  return found.flatMap(({ where, file, anchor }) => {
    if (!existsSync(resolve(root, file))) return [`${where}: ${file} does not exist`];
    if (anchor !== undefined && !anchorsIn(file).has(anchor))
      return [`${where}: ${file} has no heading #${anchor}`];
    return [];
  });
};

describe('citations of docs/ name a file and a heading that exist', () => {
  it('makes anchors as GitHub does', () => {
    expect(slugOf("The host's own decisions")).toBe('the-hosts-own-decisions');
    expect(slugOf('Homes, availability and prices')).toBe('homes-availability-and-prices');
    expect(slugOf('Add A Card')).toBe('add-a-card');
    expect(slugOf('Card-token flow')).toBe('card-token-flow');
    expect(slugOf('[Calls](calls.md) and `headers` ##')).toBe('calls-and-headers');
    expect([...anchorsOf(['# Lead', '## Lead', '```', '## Not a heading', '```', '### Lead'])]).toEqual([
      'lead',
      'lead-1',
      'lead-2',
    ]);
  });

  it('finds the broken ones, each with its file and line', () => {
    // Spelt in two parts, so the scan of this very file does not take them for citations.
    const missingFile = ['docs', 'product/no-such-file.md'].join('/');
    const broken = brokenCitations([
      { where: 'a.ts:1', file: 'docs/product/flows.md', anchor: 'booking-contexts' },
      { where: 'a.ts:2', file: 'docs/product/flows.md', anchor: 'no-such-heading' },
      { where: 'a.ts:3', file: missingFile, anchor: undefined },
    ]);
    expect(broken).toEqual([
      'a.ts:2: docs/product/flows.md has no heading #no-such-heading',
      `a.ts:3: ${missingFile} does not exist`,
    ]);
  });

  it('every citation in the code, its tests and the top-level documents resolves', () => {
    const found = citations();
    expect(found.length).toBeGreaterThan(100);
    expect(brokenCitations(found)).toEqual([]);
  });
});
