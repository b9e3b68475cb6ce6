import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../..');

/**
 * The repository's files as git knows them: tracked ones and new ones not ignored, so a file
 * about to be committed is checked too. Paths are relative to the root, with forward slashes.
 * A tracked file deleted from the work tree is left out; node_modules and dist never count.
 */
export const repositoryFiles = (...paths: readonly string[]): string[] =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', ...paths], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter((path) => path !== '' && !/(^|\/)(node_modules|dist)\//.test(path))
    .filter((path, index, all) => all.indexOf(path) === index && existsSync(resolve(root, path)));

/** A file's text as lines, or nothing for a binary file (one holding a NUL byte). */
export const textLines = (path: string): readonly string[] => {
  const text = readFileSync(resolve(root, path), 'utf8');
  return text.includes('\0') ? [] : text.split(/\r?\n/);
};
