import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from '../../../server/db/migrate.js';
import { openPgliteDatabase } from '../../../server/db/pglite-database.js';
import { seedDemo } from '../../../server/demo/seed/seed-demo.js';
import { emptyPgliteSnapshot } from './pglite-snapshot.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Everything the seeded database is made from: a change to any of it builds a new snapshot. */
const SOURCES = ['server/db', 'server/demo/seed', 'src/core/listing', 'src/core/shared'];

const filesUnder = (path: string): string[] =>
  statSync(path).isDirectory()
    ? readdirSync(path)
        .sort()
        .flatMap((entry) => filesUnder(join(path, entry)))
    : [path];

const snapshotKey = (anchor: string): string => {
  const hash = createHash('sha256').update(anchor);
  const pkg = readFileSync(join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8');
  hash.update(JSON.parse(pkg).version);
  for (const file of SOURCES.flatMap((source) => filesUnder(join(root, source)))) {
    hash.update(relative(root, file)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const STALE_LOCK_MS = 3 * 60_000;

const build = async (anchor: string): Promise<Blob> => {
  const db = await openPgliteDatabase({ snapshot: await emptyPgliteSnapshot() });
  try {
    await migrate(db);
    await seedDemo(db, { anchor });
    return await db.dump();
  } finally {
    await db.close();
  }
};

/**
 * A migrated PGlite with the demo data of `anchor`, dumped once and cached on disk (seeding
 * costs several seconds; loading the dump about one). Test files running in parallel wait
 * for the one that builds it (a lock file) instead of each building its own.
 */
export const seededPgliteSnapshot = async (anchor: string): Promise<Blob> => {
  const file = join(
    root,
    'node_modules/.cache/keyhaven-tests',
    `pglite-seeded-${snapshotKey(anchor)}.tar.gz`,
  );
  const lock = `${file}.lock`;
  await mkdir(dirname(file), { recursive: true });
  for (;;) {
    try {
      return new Blob([await readFile(file)]);
    } catch {
      // Not built yet: build it, or wait for whoever is building it.
    }
    try {
      const handle = await open(lock, 'wx');
      await handle.close();
    } catch {
      const age = Date.now() - (await stat(lock).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
      if (age > STALE_LOCK_MS) await rm(lock, { force: true });
      await sleep(200);
      continue;
    }
    try {
      const dump = await build(anchor);
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      await rename(partial, file);
      return dump;
    } finally {
      await rm(lock, { force: true });
    }
  }
};
