import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryFiles, root } from './repository-text.js';

/**
 * docs/README.md's convention: exact copy is quoted in docs/product/, and the app shows it word
 * for word. So every 'single-quoted' text there must be in the app's source (src/), its
 * {placeholders} standing for what the app fills in; or docs/README.md's table of quoted
 * examples names it as an example of a format rather than copy. A quote holding a straight
 * apostrophe cannot be told from its ends and is not read (the docs write ’ inside copy).
 */

const QUOTED = /(?<![A-Za-z0-9])'([^'\n]{2,300}?)'(?![A-Za-z0-9])/g;
const squash = (text: string) => text.replace(/\s+/g, ' ');

const sourceText = squash(
  repositoryFiles('src')
    .filter((path) => /\.(ts|tsx)$/.test(path))
    .map((path) => readFileSync(resolve(root, path), 'utf8'))
    .join('\n'),
);

/** The quoted texts docs/README.md lists as examples of a format, not copy. */
const examples = (): Set<string> => {
  const readme = readFileSync(resolve(root, 'docs/README.md'), 'utf8');
  const table = readme.slice(readme.indexOf('## Quoted examples'));
  return new Set([...table.matchAll(/^\| '([^'\n]+)' \|/gm)].map((match) => match[1] as string));
};

/**
 * Whether the app has the quote: each of its fixed parts between placeholders (a template's
 * parts may sit in separate strings of the source, so they are looked up one by one).
 */
const foundIn = (source: string, quote: string): boolean => {
  const parts = squash(quote)
    .split(/\{[^}]+\}/)
    .filter((part) => part.trim() !== '');
  return parts.length > 0 && parts.every((part) => source.includes(part));
};

describe("the docs' quoted words", () => {
  it('finds a quote with placeholders by its fixed parts, and misses a reworded one', () => {
    const source = "const a = 'Error encountered: ' + message; const b = 'Token Used';";
    expect(foundIn(source, 'Error encountered: {provider message}')).toBe(true);
    expect(foundIn(source, 'Token Used')).toBe(true);
    expect(foundIn(source, 'Token used')).toBe(false);
    expect(foundIn(source, '{only a placeholder}')).toBe(false);
  });

  const quotes = repositoryFiles('docs/product').flatMap((path) =>
    [...readFileSync(resolve(root, path), 'utf8').matchAll(QUOTED)].map((match) => ({
      path,
      quote: match[1] as string,
    })),
  );

  it('reads the quotes of every product document', () => {
    expect(quotes.length).toBeGreaterThan(150);
  });

  it("each quoted text of docs/product/ is in the app's source, or listed as an example", () => {
    const listed = examples();
    const missing = quotes
      .filter(({ quote }) => !listed.has(quote) && !foundIn(sourceText, quote))
      .map(({ path, quote }) => `${path}: '${quote}'`);
    expect(missing).toEqual([]);
  });

  it('every listed example is still quoted somewhere (the list only names real quotes)', () => {
    const quoted = new Set(quotes.map(({ quote }) => quote));
    expect([...examples()].filter((example) => !quoted.has(example))).toEqual([]);
  });
});
