/**
 * Builds dist/ from the repository's sources (src/core and the headless container): a clean
 * folder each time, so a module that was moved or deleted does not linger in the package.
 * It runs the repository's TypeScript, so it builds from a checkout of the repository, which
 * is where `npm pack` of this package is run.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: here, stdio: 'inherit' });
