import { readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

const nodeModules = fileURLToPath(new URL('../../../node_modules/', import.meta.url));

/** The snapshot belongs to one PGlite version: an upgrade must not load an old one. */
const cacheFile = () => {
  const pkg = JSON.parse(readFileSync(join(nodeModules, '@electric-sql/pglite/package.json'), 'utf8'));
  return join(nodeModules, '.cache/keyhaven-tests', `pglite-${String(pkg.version)}-empty.tar.gz`);
};

/**
 * A freshly initialised, empty PGlite data folder, dumped once and cached on disk.
 * Creating a PGlite runs initdb (about 5 s on these machines, longer with test files
 * competing for the CPU); loading the dump takes about 1 s. Migrations still run in the
 * tests, against this empty database, so they are tested for real.
 */
export const emptyPgliteSnapshot = async (): Promise<Blob> => {
  const file = cacheFile();
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const pg = await PGlite.create();
    const dump = await pg.dumpDataDir('gzip');
    await pg.close();
    await mkdir(dirname(file), { recursive: true });
    // Write then rename, so a parallel test file never reads half a snapshot.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  }
};
