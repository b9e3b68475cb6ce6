// The e2e web server: the real host (server/main.ts) over a FRESH embedded database each run.
// Run as `node --import tsx e2e/start-server.mjs` (playwright.config.ts does). It imports
// main.ts in this same process instead of spawning it, so Playwright's SIGTERM reaches the
// server directly and there is no child process to orphan.
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const dataRoot = join(repoRoot, '.data');
const E2E_DIR = /^e2e-\d+-(\d+)$/;

const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

// Old e2e databases go first: left behind by a run that was killed (SIGKILL skips the exit
// hook below). A folder whose server process still lives belongs to a concurrent run: kept.
if (existsSync(dataRoot)) {
  for (const name of readdirSync(dataRoot)) {
    const match = E2E_DIR.exec(name);
    if (match && !isAlive(Number(match[1]))) rmSync(join(dataRoot, name), { recursive: true, force: true });
  }
}

const dataDir = join(dataRoot, `e2e-${Date.now()}-${process.pid}`);
mkdirSync(dataDir, { recursive: true });
process.env.DATA_DIR = dataDir;
// main.ts ends with process.exit() on SIGTERM/SIGINT (after closing PGlite) and on a failed start.
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

await import('../server/main.ts');
