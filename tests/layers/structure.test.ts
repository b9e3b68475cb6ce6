import { describe, expect, it } from 'vitest';
import { duplicatePairs } from '../../scripts/structure/duplicates.js';
import {
  httpStatuses,
  injectedDependencies,
  sqlOutsideStores,
  viewModelLines,
} from '../../scripts/structure/figures.js';
import { areaOf, floorReport } from '../../scripts/structure/floors.js';
import { blankComments, relativeImports } from '../../scripts/structure/source-text.js';

const file = (path: string, ...lines: string[]) => ({ path, text: `${lines.join('\n')}\n` });

describe('source text', () => {
  it('blanks comments, and string contents when asked, keeping the lines', () => {
    const text = "const a = 1; // 401\n/* 403\n*/ const b = 'http://x 404';";
    const code = blankComments(text);
    expect(code).not.toContain('401');
    expect(code).not.toContain('403');
    expect(code).toContain("'http://x 404'");
    expect(code.split('\n')).toHaveLength(3);
    expect(blankComments(text, { strings: true })).not.toContain('404');
  });

  it('resolves relative imports (static, dynamic, re-exports, types) and leaves packages out', () => {
    const imports = relativeImports(
      file(
        'src/core/a/b.ts',
        "import * as E from 'fp-ts/lib/Either.js';",
        "import type { X } from '../common/x.js';",
        "export { y } from './y.js';",
        "const z = () => import('../../ui/z.js');",
        "// import { gone } from './gone.js';",
      ),
    );
    expect(imports).toEqual(['src/core/common/x.ts', 'src/core/a/y.ts', 'src/ui/z.ts']);
  });
});

describe('view-model figures', () => {
  const files = [
    file('src/ui/a/big.view-model.ts', ...Array.from({ length: 300 }, (_, i) => `const x${i} = ${i};`)),
    file(
      'src/ui/a/small.view-model.ts',
      'constructor(',
      '  @inject(A) a: A,',
      '  @inject(B) b: B, // @inject(C) in a comment is no dependency',
      ') {}',
    ),
    file('src/ui/a/page.tsx', ...Array.from({ length: 400 }, () => 'x;')),
  ];

  it('measures view-models only, largest first', () => {
    expect(viewModelLines(files)).toEqual([
      { path: 'src/ui/a/big.view-model.ts', value: 300 },
      { path: 'src/ui/a/small.view-model.ts', value: 4 },
    ]);
  });

  it('counts the @inject parameters of each view-model, comments aside', () => {
    expect(injectedDependencies(files)).toEqual([
      { path: 'src/ui/a/small.view-model.ts', value: 2 },
      { path: 'src/ui/a/big.view-model.ts', value: 0 },
    ]);
  });
});

describe('HTTP statuses', () => {
  it('finds numbers used as statuses, not other numbers, comments or strings', () => {
    const found = httpStatuses([
      file(
        'src/core/x.rule.ts',
        'if (error.status === 401) return;',
        "return appError('conflict', 'm', { status: 409 });",
        'switch (code) { case 403: break; }',
        'const table = {',
        '  404: { header: "Not Found" },',
        '};',
        'export const IMAGE_WIDTH = 500;',
        '// a 400 means the dates were refused',
        "const text = 'status: 418';",
      ),
    ]);
    expect(found.map((entry) => entry.line)).toEqual([1, 2, 3, 5]);
  });
});

describe('SQL outside stores', () => {
  it('names files that call .query or hold SQL, unless they are stores', () => {
    const found = sqlOutsideStores([
      file('server/a/home.store.ts', 'await db.query(`SELECT * FROM homes`);'),
      file('server/a/home.routes.ts', 'const rows = await db.query<Row>(sql);'),
      file('server/a/home-sql.ts', 'export const sql = `DELETE FROM homes WHERE id = $1`;'),
      file(
        'server/a/plain.ts',
        "// db.query('SELECT 1 FROM x') in a comment",
        "const select = 'select one';",
      ),
    ]);
    expect(found.map((entry) => `${entry.path}: ${entry.text}`)).toEqual([
      'server/a/home.routes.ts: calls .query',
      'server/a/home-sql.ts: holds SQL',
    ]);
  });

  it("leaves out the database's plumbing, but not a query kept beside it", () => {
    const found = sqlOutsideStores([
      file('server/db/postgres-database.ts', 'return this.pool.query(sql, params);'),
      file('server/db/pglite-worker.ts', 'const result = await db.query(sql, params);'),
      file('server/db/migrate.ts', 'await db.query(migration.sql);'),
      file('server/db/home-lookup.ts', 'await db.query(`SELECT id FROM homes`);'),
    ]);
    expect(found.map((entry) => entry.path)).toEqual(['server/db/home-lookup.ts']);
  });
});

describe('word-for-word duplicates', () => {
  const body = [
    'const a = 1;',
    'const b = 2;',
    'const c = 3;',
    'const d = 4;',
    'const e = 5;',
    'const f = 6;',
  ];

  it('finds one pair per maximal run, whitespace and punctuation-only lines aside', () => {
    const pairs = duplicatePairs([
      file('src/one.ts', 'first();', ...body, 'const g = 7;', 'last();'),
      file(
        'src/two.ts',
        'other();',
        ...body.map((line) => `    ${line.replace(' = ', '  =  ')}`),
        '});',
        'const g = 7;',
      ),
    ]);
    expect(pairs).toEqual([
      { a: { path: 'src/one.ts', line: 2 }, b: { path: 'src/two.ts', line: 2 }, lines: 7 },
    ]);
  });

  it('ignores runs shorter than six lines, and a line repeated in a row (the run overlaps itself)', () => {
    expect(
      duplicatePairs([file('src/one.ts', ...body.slice(0, 5)), file('src/two.ts', ...body.slice(0, 5))]),
    ).toEqual([]);
    expect(duplicatePairs([file('src/same.ts', ...Array.from({ length: 11 }, () => 'x();'))])).toEqual([]);
  });

  it('counts a copy inside one file', () => {
    expect(duplicatePairs([file('src/one.ts', ...body, 'middle();', ...body)])).toHaveLength(1);
  });
});

describe('floors and imports that run back up', () => {
  it('puts a module one floor above the highest it imports; imports out of the tree are ground', () => {
    const report = floorReport('src/core', [
      file('src/core/a/low.ts', "import { x } from 'io-ts';"),
      file('src/core/a/mid.ts', "import { low } from './low.js';"),
      file('src/core/b/top.ts', "import { mid } from '../a/mid.js';", "import { low } from '../a/low.js';"),
    ]);
    expect(Object.fromEntries(report.floorOf)).toEqual({
      'src/core/a/low.ts': 1,
      'src/core/a/mid.ts': 2,
      'src/core/b/top.ts': 3,
    });
    expect(report.floors).toBe(3);
    expect(report.backUp).toEqual([]);
  });

  it('names every import between areas that sit in one cycle, and the pairs that import each other', () => {
    const report = floorReport('src/core', [
      file('src/core/a/one.ts', "import { two } from '../b/two.js';"),
      file('src/core/b/two.ts', "import { three } from '../c/three.js';"),
      file('src/core/c/three.ts', "import { four } from '../a/four.js';"),
      file('src/core/a/four.ts'),
      file('src/core/d/apart.ts', "import { four } from '../a/four.js';"),
    ]);
    expect(report.backUp.map((edge) => `${edge.from} -> ${edge.to}`).sort()).toEqual([
      'src/core/a/one.ts -> src/core/b/two.ts',
      'src/core/b/two.ts -> src/core/c/three.ts',
      'src/core/c/three.ts -> src/core/a/four.ts',
    ]);
    expect(report.mutualAreas).toEqual([]);
  });

  it('lists two areas importing each other as a pair', () => {
    const report = floorReport('server', [
      file('server/a/x.ts', "import { y } from '../b/y.js';"),
      file('server/b/y.ts'),
      file('server/b/z.ts', "import { w } from '../a/w.js';"),
      file('server/a/w.ts'),
    ]);
    expect(report.mutualAreas).toEqual(['server/a <-> server/b']);
    expect(report.backUp).toHaveLength(2);
  });

  it('makes a module at the root an area of its own', () => {
    expect(areaOf('server', 'server/app.ts')).toBe('server/app.ts');
    expect(areaOf('server', 'server/db/rows/x.ts')).toBe('server/db');
  });
});
