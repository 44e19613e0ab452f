import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVICE_NAMES, SERVICE_REGISTRY } from '@strongs/contracts';
import { parseCompose, readComposeText } from './compose-file';

const ROOT = join(__dirname, '../../..');
/** docker-compose.yml is held to the registry below; the registry itself is the one place ports are written. */
const MAY_NAME_PORTS = new Set(['libs/contracts/src/service-registry.ts', 'docker-compose.yml']);
const SERVICE_PORT = new RegExp(`\\b(${SERVICE_NAMES.map((n) => SERVICE_REGISTRY[n].port).join('|')})\\b`);

describe('the service registry (libs/contracts/src/service-registry.ts)', () => {
  it('is the only source file that writes a service port', () => {
    const tracked = execFileSync(
      'git',
      ['ls-files', '--', '*.ts', '*.tsx', '*.mjs', '*.js', '*.yml', '*.yaml', '*.json', '.env.example'],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    )
      .split('\n')
      .filter((file) => file && !file.endsWith('package-lock.json') && !MAY_NAME_PORTS.has(file));
    const offenders = tracked.filter((file) =>
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .some((line) => SERVICE_PORT.test(line)),
    );
    expect(offenders).toEqual([]);
  });

  it('matches docker-compose.yml: each service listens on its port and the gateway finds it there', () => {
    const compose = parseCompose(readComposeText());
    const gateway = compose.services.gateway.environment ?? {};
    const problems = SERVICE_NAMES.flatMap((name) => {
      const { port, urlEnv } = SERVICE_REGISTRY[name];
      const service = compose.services[name];
      const wrong: string[] = [];
      if (String(service?.environment?.PORT) !== String(port))
        wrong.push(`${name} PORT=${service?.environment?.PORT}`);
      if (gateway[urlEnv] !== `http://${name}:${port}`) wrong.push(`gateway ${urlEnv}=${gateway[urlEnv]}`);
      return wrong;
    });
    expect(problems).toEqual([]);
  });
});
