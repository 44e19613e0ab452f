import { spawnSync } from 'node:child_process';
import { ROOT } from './compose-file';

export interface ComposeClient {
  label: string;
  command: string;
  /** Arguments before the compose subcommand (`compose` for the Docker CLI plugin). */
  prefix: string[];
}

const CANDIDATES: ComposeClient[] = [
  { label: 'docker compose', command: 'docker', prefix: ['compose'] },
  { label: 'docker-compose', command: 'docker-compose', prefix: [] },
];

/** The first Compose client that runs here (neither needs a Docker engine for `config`). */
export function findComposeClient(): ComposeClient | undefined {
  return CANDIDATES.find(
    (client) => spawnSync(client.command, [...client.prefix, 'version'], { stdio: 'ignore' }).status === 0,
  );
}

export interface ComposeRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** `<client> --env-file <file> -f docker-compose.yml <args>`, with only PATH from this process's environment. */
export function runCompose(client: ComposeClient, envFile: string, args: string[]): ComposeRun {
  const result = spawnSync(
    client.command,
    [...client.prefix, '--env-file', envFile, '-f', 'docker-compose.yml', ...args],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
    },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
