import { join } from 'node:path';
import { ComposeFile, ComposeService, ImageSpec, isOneShot, ROOT } from './compose-file';

/** What the compose names stand for when the processes run on this machine instead of in containers. */
export interface LocalTargets {
  databaseUrl: string;
  redisUrl: string;
  queuePrefix: string;
  smtpUrl: string;
  /** A Meilisearch to use, if one runs here; without it MEILI_URL is left out and search uses Postgres. */
  meiliUrl?: string;
  corpusDir: string;
  /** Holds one folder per named volume. */
  volumesDir: string;
  /** Local port of each compose service that listens on one. */
  ports: Record<string, number>;
}

export interface LocalProcess {
  name: string;
  /** The compiled entry, relative to the checkout (the image's /app). */
  script: string;
  env: Record<string, string>;
  port?: number;
  oneShot: boolean;
}

/** What the image itself sets (ENV lines of infra/docker/node-service.Dockerfile); compose overrides it. */
function imageEnv(args: Record<string, string>): Record<string, string> {
  return {
    NODE_ENV: 'production',
    HOST: '0.0.0.0',
    SERVICE_ENTRY: args.SERVICE_ENTRY ?? '',
    PORT: args.SERVICE_PORT ?? '',
    WORKER_QUEUES: args.WORKER_QUEUES ?? '',
  };
}

function volumeTargets(service: ComposeService, targets: LocalTargets): [string, string][] {
  return (service.volumes ?? []).map((volume) => {
    const [source, target] = volume.split(':');
    const local = /^[\w-]+$/.test(source) ? join(targets.volumesDir, source) : targets.corpusDir;
    return [target, local];
  });
}

function localUrl(value: string, compose: ComposeFile, targets: LocalTargets): string | undefined {
  const url = new URL(value);
  switch (url.hostname) {
    case 'postgres':
      return targets.databaseUrl;
    case 'redis':
      return targets.redisUrl;
    case 'redis-cache': {
      // Here one Redis serves both: the cache takes its own logical database, as without CACHE_REDIS_URL.
      const cache = new URL(targets.redisUrl);
      cache.pathname = '/1';
      return cache.toString();
    }
    case 'meilisearch':
      return targets.meiliUrl;
    case 'mailpit':
      return targets.smtpUrl;
  }
  const upstream = compose.services[url.hostname];
  if (!upstream) return value;
  if (upstream.environment?.PORT !== url.port)
    throw new Error(`${url}: ${url.hostname} listens on ${upstream.environment?.PORT}`);
  return `${url.protocol}//127.0.0.1:${targets.ports[url.hostname]}${url.pathname === '/' ? '' : url.pathname}`;
}

/** One variable as the local process gets it (undefined: left out). Throws for what nothing here provides. */
function localValue(
  key: string,
  value: string,
  service: ComposeService,
  compose: ComposeFile,
  targets: LocalTargets,
): string | undefined {
  if (key === 'HOST' && value === '0.0.0.0') return '127.0.0.1';
  if (key === 'QUEUE_PREFIX') return targets.queuePrefix;
  if (/^[a-z]+:\/\/[^/]/.test(value)) return localUrl(value, compose, targets);
  if (!value.startsWith('/')) return value;
  if (value.startsWith('/app/')) return join(ROOT, value.slice('/app/'.length));
  const mount = volumeTargets(service, targets).find(
    ([target]) => value === target || value.startsWith(`${target}/`),
  );
  if (!mount) throw new Error(`${key}=${value}: no volume of this service is mounted there`);
  return mount[1] + value.slice(mount[0].length);
}

/**
 * Each Node service of the compose file as a local process: the image's ENV, then exactly the compose
 * `environment`, with compose names, volumes and the container's address turned into this machine's.
 */
export function localProcesses(
  compose: ComposeFile,
  images: ImageSpec[],
  targets: LocalTargets,
): LocalProcess[] {
  return Object.entries(compose.services)
    .filter(([, service]) => service.build)
    .map(([name, service]) => {
      const args = service.build?.args ?? images.find((image) => image.name === name)?.args ?? {};
      const entry = service.command?.[0] === 'node' ? service.command[1] : `dist/${args.SERVICE_ENTRY}`;
      const given = { ...imageEnv(args), ...service.environment };
      const env: Record<string, string> = {};
      for (const [key, raw] of Object.entries(given)) {
        const value = localValue(
          key,
          raw === null || raw === undefined ? '' : String(raw),
          service,
          compose,
          targets,
        );
        if (value !== undefined) env[key] = value;
      }
      const port = targets.ports[name];
      if (port) env.PORT = String(port);
      return { name, script: entry, env, port, oneShot: isOneShot(service) };
    });
}
