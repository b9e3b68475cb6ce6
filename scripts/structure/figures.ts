import { blankComments, lineCount, lineOf, type SourceFile } from './source-text.js';

/**
 * The figures of issue 27 that are read off single files (structure.ts prints them):
 * view-model sizes and injected dependencies, HTTP status numbers in the core, SQL outside
 * the host's stores. Each takes the files to look at, so tests can hand it small fixtures.
 */

export interface Located {
  readonly path: string;
  readonly line: number;
  readonly text: string;
}

export interface Measured {
  readonly path: string;
  readonly value: number;
}

export const isViewModel = (path: string): boolean => /\.view-model\.tsx?$/.test(path);

/** Lines per view-model, largest first. */
export const viewModelLines = (files: readonly SourceFile[]): Measured[] =>
  files
    .filter((file) => isViewModel(file.path))
    .map((file) => ({ path: file.path, value: lineCount(file.text) }))
    .sort((a, b) => b.value - a.value);

/** Injected dependencies per view-model (its `@inject(...)` parameters), most first. */
export const injectedDependencies = (files: readonly SourceFile[]): Measured[] =>
  files
    .filter((file) => isViewModel(file.path))
    .map((file) => ({ path: file.path, value: blankComments(file.text).match(/@inject\(/g)?.length ?? 0 }))
    .sort((a, b) => b.value - a.value);

/**
 * HTTP status numbers (100 to 599) used as statuses: compared with or given to something
 * named status (`status === 401`, `{ status: 409 }`, `status ?? 404`), a `case 403:`, or a
 * key of a table (`400: {`). Comments and strings are not read; other numbers in that range
 * (an image width of 500) are not statuses.
 */
export const httpStatuses = (files: readonly SourceFile[]): Located[] => {
  const patterns = [
    /\bstatus\w*\s*(?:===|!==|==|!=|\?\?|:|=)\s*([1-5]\d\d)\b/gi,
    /\b([1-5]\d\d)\s*(?:===|!==|==|!=)\s*[\w.]*status/gi,
    /\bcase\s+([1-5]\d\d)\s*:/g,
    /^\s*([1-5]\d\d)\s*:/gm,
  ];
  return files.flatMap((file) => {
    const code = blankComments(file.text, { strings: true });
    const found = new Map<number, Located>();
    for (const pattern of patterns) {
      for (const match of code.matchAll(pattern)) {
        const line = lineOf(code, match.index);
        found.set(line, { path: file.path, line, text: (file.text.split('\n')[line - 1] ?? '').trim() });
      }
    }
    return [...found.values()].sort((a, b) => a.line - b.line);
  });
};

export const isStore = (path: string): boolean => /\.store\.ts$/.test(path);

/**
 * The database's own plumbing in the host's ground floor: the two engines' drivers (PGlite's in
 * its worker thread) run whatever SQL a store hands them, and the migration runner runs the
 * migration files. They are the stores' means, not a place where an area keeps a query.
 */
export const isDatabasePlumbing = (path: string): boolean =>
  /^server\/db\/(pglite-database|postgres-database|pglite-worker|migrate)\.ts$/.test(path);

const SQL =
  /\b(?:SELECT\b[^;]*?\bFROM|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|CREATE\s+(?:TABLE|INDEX)|ALTER\s+TABLE)\b/;

/**
 * Host files outside the stores (`*.store.ts`) that hold SQL (an upper-case statement in a
 * string) or call `.query(`: where the host's SQL lives that issue 27 wants in stores.
 */
export const sqlOutsideStores = (files: readonly SourceFile[]): Located[] =>
  files
    .filter((file) => !isStore(file.path) && !isDatabasePlumbing(file.path))
    .flatMap((file) => {
      const code = blankComments(file.text);
      const query = /\.query\s*[<(]/.exec(code);
      const sql = SQL.exec(code);
      const first = [query, sql].filter((match) => match !== null).sort((a, b) => a.index - b.index)[0];
      if (!first) return [];
      const line = lineOf(code, first.index);
      const what = [query && 'calls .query', sql && 'holds SQL'].filter(Boolean).join(', ');
      return [{ path: file.path, line, text: what }];
    });
