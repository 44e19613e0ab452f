import type { ServiceName } from './service-routes';

/**
 * The one table of the processes the site runs: every HTTP service with its default port and the gateway
 * variable that points at it, every queue worker, and the gateway. `npm start`, the gateway's defaults, each
 * service's default port, the e2e and bench stacks read it; the ops checks hold docker-compose.yml to it.
 */
export const SERVICE_REGISTRY: Readonly<
  Record<ServiceName, { port: number; urlEnv: string; entry: string }>
> = {
  search: { port: 3101, urlEnv: 'SEARCH_URL', entry: 'services/search/src/main.js' },
  lexicon: { port: 3102, urlEnv: 'LEXICON_URL', entry: 'services/lexicon/src/main.js' },
  auth: { port: 3103, urlEnv: 'AUTH_URL', entry: 'services/auth/src/main.js' },
  importer: { port: 3104, urlEnv: 'IMPORTER_URL', entry: 'services/importer/src/main.js' },
  admin: { port: 3105, urlEnv: 'ADMIN_URL', entry: 'services/admin/src/main.js' },
};

export const SERVICE_NAMES = Object.keys(SERVICE_REGISTRY) as ServiceName[];

export const GATEWAY_PROCESS = {
  name: 'gateway',
  entry: 'services/gateway/src/main.js',
  port: 3000,
} as const;

const WORKER_PROCESSES: readonly { name: string; entry: string }[] = [
  { name: 'importer-worker', entry: 'services/importer/src/worker.js' },
  { name: 'index-worker', entry: 'services/search/src/worker.js' },
  { name: 'admin-bot', entry: 'services/admin/src/worker.js' },
];

/** What `npm start` runs, in order: the services, the workers, then the gateway in front of them. */
export const PROCESSES: readonly { name: string; entry: string; port?: number }[] = [
  ...SERVICE_NAMES.map((name) => ({
    name,
    entry: SERVICE_REGISTRY[name].entry,
    port: SERVICE_REGISTRY[name].port,
  })),
  ...WORKER_PROCESSES,
  GATEWAY_PROCESS,
];

/** Where the gateway finds a service when its `*_URL` variable is not set: the same machine, default port. */
export function defaultServiceUrl(name: ServiceName): string {
  return `http://127.0.0.1:${SERVICE_REGISTRY[name].port}`;
}
