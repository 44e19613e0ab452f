import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

export const ROOT = join(__dirname, '../../..');
export const COMPOSE_FILE = join(ROOT, 'docker-compose.yml');
export const ENV_EXAMPLE = join(ROOT, '.env.example');

export interface ComposeBuild {
  context: string;
  dockerfile: string;
  target?: string;
  args?: Record<string, string>;
}

export interface ComposeService {
  image?: string;
  build?: ComposeBuild;
  command?: string[];
  environment?: Record<string, string | number | boolean | null>;
  ports?: string[];
  volumes?: string[];
  healthcheck?: { test?: string[]; disable?: boolean };
  depends_on?: Record<string, { condition?: string }>;
  restart?: string;
  container_name?: string;
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

/** The secrets that must come from .env with `${VAR:?message}`, never with a default. */
export const SECRETS = [
  'SESSION_SECRET',
  'ADMIN_PASSWORD',
  'MEILI_MASTER_KEY',
  'POSTGRES_PASSWORD',
  'APP_DATABASE_PASSWORD',
  'REDIS_PASSWORD',
  'GATEWAY_TOKEN',
];

export const readComposeText = (): string => readFileSync(COMPOSE_FILE, 'utf8');

const VARIABLE = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([^}]*))?\}/g;

export interface VariableUse {
  name: string;
  /** `:-` `-` `:?` `?` `:+` `+`, or '' for a bare `${VAR}`. */
  operator: string;
  text: string;
}

export function variablesUsed(text: string): VariableUse[] {
  return [...text.matchAll(VARIABLE)].map((m) => ({ name: m[1], operator: m[2] ?? '', text: m[0] }));
}

/** Compose's interpolation: `${VAR}`, `${VAR:-default}`, `${VAR:?message}` and their unset-only forms. */
export function interpolate(text: string, env: Record<string, string | undefined>): string {
  return text.replace(VARIABLE, (_all, name: string, operator = '', word = '') => {
    const value = env[name];
    const missing = operator.startsWith(':') ? !value : value === undefined;
    switch (operator) {
      case ':-':
      case '-':
        return missing ? word : (value ?? '');
      case ':?':
      case '?':
        if (missing) throw new Error(`${name}: ${word}`);
        return value ?? '';
      case ':+':
      case '+':
        return missing ? '' : word;
      default:
        return value ?? '';
    }
  });
}

/** Parses the compose YAML with its `<<` merge keys resolved (YAML 1.1 merges, as Compose reads them). */
export function parseCompose(text: string): ComposeFile {
  return parse(text, { merge: true }) as ComposeFile;
}

/** One-shot jobs: they run to completion, so they have no health check and nobody waits for them to be healthy. */
export function isOneShot(service: ComposeService): boolean {
  return service.restart === 'no';
}

/** The variable names .env.example documents (commented-out `# NAME=` lines count too). */
export function envExampleKeys(): Set<string> {
  const keys = readFileSync(ENV_EXAMPLE, 'utf8')
    .split('\n')
    .map((line) => /^#?\s*([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
    .filter((key): key is string => Boolean(key));
  return new Set(keys);
}

/** Reads an export of one of the repository's ES module scripts (Jest runs CommonJS here). */
export function importScriptExport<T>(script: string, name: string): T {
  const code = `const m = await import(${JSON.stringify(join(ROOT, script))}); process.stdout.write(JSON.stringify(m[${JSON.stringify(name)}]));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', code], { cwd: ROOT, encoding: 'utf8' }),
  ) as T;
}

export interface ImageSpec {
  name: string;
  tag: string;
  target: string;
  args: Record<string, string>;
}

export const dockerImages = (): ImageSpec[] =>
  importScriptExport<ImageSpec[]>('scripts/docker-build.mjs', 'IMAGES');
