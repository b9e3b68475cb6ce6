import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A stand-in for rsbuild's dist/: two pages and one hashed asset. */
export const createFakeBuild = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'keyhaven-dist-'));
  await mkdir(join(dir, 'static', 'js'), { recursive: true });
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>guest app</title>');
  await writeFile(join(dir, 'sso.html'), '<!doctype html><title>sign-on portal</title>');
  await writeFile(join(dir, 'static', 'js', 'index.1a2b3c.js'), 'console.log("app")');
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
};

/** A folder that does not exist: what the server sees before the first build. */
export const missingBuildDir = () => join(tmpdir(), `keyhaven-not-built-${process.pid}-${Date.now()}`);
