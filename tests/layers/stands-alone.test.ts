import { existsSync, statSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryFiles, root, textLines } from './repository-text.js';

/**
 * The repository stands alone: docs/ describes the product and the host's decisions, and
 * nothing points at the documents that used to sit beside the repository. This file names
 * them, so it is the one file left out of the scan.
 */
const THIS_FILE = 'tests/layers/stands-alone.test.ts';

/** The outside documents, by name, wherever they are mentioned. */
const OUTSIDE_DOCUMENTS = /\b(?:SPEC|DECISIONS|DESIGN)\.md\b/g;

/** A relative path climbing to a folder named shared: fine inside the repository, not beyond it. */
const SHARED_FOLDER = /(?<![\w.-])((?:\.\.\/)+)shared\b/g;

/** Section citations of the outside specification, in code and tests. */
const SPEC_SECTION = /\bSPEC (?:\d|sections?\b)/g;

/** Where code, its tests and its tools live. */
const SOURCES = ['src', 'server', 'tests', 'contracts', 'e2e', 'scripts', 'examples'];

const scanned = (...paths: readonly string[]) =>
  repositoryFiles(...paths).filter((path) => path !== THIS_FILE);

/** Whether climbing `climb` from `path` to a folder named shared leaves the repository or finds no folder. */
const pointsOutside = (path: string, climb: string): boolean => {
  const target = resolve(root, dirname(path), `${climb}shared`);
  return !target.startsWith(root + sep) || !existsSync(target) || !statSync(target).isDirectory();
};

/** `file:line: text` for every match of `pattern` in `paths` that `keep` lets through. */
const mentions = (
  paths: readonly string[],
  pattern: RegExp,
  keep: (path: string, match: RegExpExecArray) => boolean = () => true,
): string[] =>
  paths.flatMap((path) =>
    textLines(path).flatMap((line, index) =>
      [...line.matchAll(pattern)]
        .filter((match) => keep(path, match))
        .map((match) => `${path}:${index + 1}: ${match[0]}`),
    ),
  );

describe('the repository stands alone', () => {
  const everyFile = scanned();

  it('checks the files git knows, this one aside', () => {
    expect(everyFile).toContain('package.json');
    expect(everyFile).toContain('docs/README.md');
    expect(everyFile).not.toContain(THIS_FILE);
  });

  it('no file names the documents that sat beside the repository', () => {
    expect(mentions(everyFile, OUTSIDE_DOCUMENTS)).toEqual([]);
  });

  it('no file points at a shared folder outside the repository', () => {
    const outside = mentions(everyFile, SHARED_FOLDER, (path, match) => pointsOutside(path, match[1] ?? ''));
    expect(outside).toEqual([]);
  });

  it('no source or test file cites a section of the outside specification', () => {
    expect(mentions(scanned(...SOURCES), SPEC_SECTION)).toEqual([]);
  });
});
