/** What the registry holds of one HTTP service; its URL variable is named after it (`SEARCH_URL` for search). */
interface ServiceEntry<N extends string> {
  port: number;
  urlEnv: `${Uppercase<N>}_URL`;
  entry: string;
  display: string;
}

/** Checks each entry's URL variable against its own name, so a misnamed entry fails the type-check. */
const registry = <R extends { [N in keyof R & string]: ServiceEntry<N> }>(entries: R): Readonly<R> => entries;

/**
 * The one table of the processes the site runs: every HTTP service with its default port, the gateway
 * variable that points at it and the name the gateway gives it when it is down, every queue worker, and the
 * gateway. `npm start`, the gateway's settings, defaults and messages, each service's default port, the e2e
 * and bench stacks read it; the ops checks hold docker-compose.yml to it. Its keys are the service names.
 */
export const SERVICE_REGISTRY = registry({
  search: { port: 3101, urlEnv: 'SEARCH_URL', entry: 'services/search/src/main.js', display: 'Search' },
  lexicon: {
    port: 3102,
    urlEnv: 'LEXICON_URL',
    entry: 'services/lexicon/src/main.js',
    display: 'Dictionary',
  },
  auth: { port: 3103, urlEnv: 'AUTH_URL', entry: 'services/auth/src/main.js', display: 'Account' },
  importer: { port: 3104, urlEnv: 'IMPORTER_URL', entry: 'services/importer/src/main.js', display: 'Import' },
  admin: { port: 3105, urlEnv: 'ADMIN_URL', entry: 'services/admin/src/main.js', display: 'Admin' },
});

export type ServiceName = keyof typeof SERVICE_REGISTRY;

/** The gateway's variable naming where a service answers: `SEARCH_URL` for search, and so on. */
export type ServiceUrlEnv = `${Uppercase<ServiceName>}_URL`;

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
