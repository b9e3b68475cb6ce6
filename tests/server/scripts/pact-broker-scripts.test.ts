import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const NO_BROKER = {
  PACT_BROKER_BASE_URL: '',
  PACT_BROKER_TOKEN: '',
  PACT_BROKER_USERNAME: '',
  PACT_BROKER_PASSWORD: '',
};

const run = (script: string, args: string[], env: Record<string, string> = NO_BROKER) => {
  const result = spawnSync(process.execPath, [`scripts/pact/${script}.mjs`, ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: 20_000,
  });
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
};

describe('the Pact Broker scripts fail closed', () => {
  it.each([
    ['can-i-deploy', ['production']],
    ['publish', []],
    ['verify', []],
  ])('%s without a broker exits 1 with one line naming what is missing', (script, args) => {
    const { status, stdout, stderr } = run(script, args);
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toContain('needs a Pact Broker: PACT_BROKER_BASE_URL is not set');
  });

  it('counts a broker URL without credentials as missing, before downloading the CLI', () => {
    const { status, stderr } = run('can-i-deploy', ['production'], {
      ...NO_BROKER,
      PACT_BROKER_BASE_URL: 'https://broker.example.test',
    });
    expect(status).toBe(1);
    expect(stderr).toContain(
      'neither PACT_BROKER_TOKEN nor PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD are set',
    );
  });

  it('says with --dry-run what it would run and exits 0', () => {
    const deploy = run('can-i-deploy', ['production', '--dry-run']);
    expect(deploy.status).toBe(0);
    expect(deploy.stdout).toMatch(
      /^dry run: would run npx .*pact-broker can-i-deploy .*--to-environment production/,
    );
    const verify = run('verify', ['--local', '--dry-run']);
    expect(verify.status).toBe(0);
    expect(verify.stdout).toContain('against contracts/pacts/ alone');
  });

  it('still asks for the environment first', () => {
    const { status, stderr } = run('can-i-deploy', []);
    expect(status).toBe(2);
    expect(stderr).toContain('Name the environment');
  });
});
