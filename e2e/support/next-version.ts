import { createHash } from 'node:crypto';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A second version of the app, deployed over a copy of the build the way a new build lands on a
 * host: a new index.html naming a new hashed entry script, and a new service worker whose
 * precache list names them with index.html's new revision (scripts/build/service-worker.ts).
 * The journeys tell the versions apart by what the new build adds: a `keyhaven-build` meta tag
 * in its page and `data-keyhaven-build` set on <html> by its entry.
 */

export const NEXT_BUILD = 'next';

const hexOf = (text: string) => createHash('md5').update(text).digest('hex');

/** Copies the build in `from` over the folder `to` (its files replaced whole). */
export const copyBuild = (from: string, to: string): void => {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
};

/**
 * Writes the next version into `dir`; answers the old and new entry paths. Each changed file's
 * precompressed twins go (the host then sends the file as it is), as a new build writes its own.
 */
export const deployNextVersion = (dir: string): { oldEntry: string; newEntry: string } => {
  const page = readFileSync(join(dir, 'index.html'), 'utf8');
  const oldEntry = /\/(static\/js\/index\.[0-9a-f]+\.js)/.exec(page)?.[1];
  if (!oldEntry) throw new Error('the build has no entry script in index.html');
  const entry = `${readFileSync(join(dir, oldEntry), 'utf8')}\n;document.documentElement.dataset.keyhavenBuild=${JSON.stringify(NEXT_BUILD)};\n`;
  const newEntry = `static/js/index.${hexOf(entry).slice(0, 10)}.js`;
  writeFileSync(join(dir, newEntry), entry);

  const nextPage = page
    .replace(`/${oldEntry}`, `/${newEntry}`)
    .replace('<head>', `<head><meta name="keyhaven-build" content="${NEXT_BUILD}">`);
  writeFileSync(join(dir, 'index.html'), nextPage);

  const worker = readFileSync(join(dir, 'sw.js'), 'utf8');
  const nextWorker = worker
    .replace(/\{url:"index\.html",revision:"[0-9a-f]+"\}/, `{url:"index.html",revision:"${hexOf(nextPage)}"}`)
    .replace(`"${oldEntry}"`, `"${newEntry}"`);
  if (nextWorker === worker || !nextWorker.includes(newEntry) || !nextWorker.includes(hexOf(nextPage))) {
    throw new Error("sw.js's precache list is not as scripts/build/service-worker.ts writes it");
  }
  writeFileSync(join(dir, 'sw.js'), nextWorker);
  for (const file of ['index.html', 'sw.js']) {
    for (const twin of ['.br', '.gz']) rmSync(join(dir, file + twin), { force: true });
  }
  return { oldEntry, newEntry };
};
