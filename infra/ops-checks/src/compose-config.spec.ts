import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findComposeClient, runCompose } from './compose-client';
import { parseCompose, readComposeText, SECRETS } from './compose-file';

const client = findComposeClient();
if (!client) {
  console.info(
    'docker-compose.yml is not validated by Compose: neither `docker compose` nor `docker-compose` runs on this machine',
  );
}
const withClient = client ? it : it.skip;

describe('docker compose config', () => {
  const dir = mkdtempSync(join(tmpdir(), 'compose-config-'));
  const envFile = (omit?: string) => {
    const file = join(dir, `${omit ?? 'all'}.env`);
    const lines = SECRETS.filter((name) => name !== omit).map(
      (name) => `${name}=${randomBytes(24).toString('hex')}`,
    );
    writeFileSync(file, `${lines.join('\n')}\n`);
    return file;
  };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  withClient('accepts the file with every secret set, and sees the services the checks parse', () => {
    const result = runCompose(client!, envFile(), ['config', '--services']);
    expect(result.stderr).not.toMatch(/error|invalid/i);
    expect(result.status).toBe(0);
    const services = result.stdout.trim().split('\n').sort();
    expect(services).toEqual(Object.keys(parseCompose(readComposeText()).services).sort());
  });

  withClient.each(SECRETS)('refuses to start without %s, naming it', (secret) => {
    const result = runCompose(client!, envFile(secret), ['config', '-q']);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(`set ${secret}`);
  });
});
