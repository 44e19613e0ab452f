// The processes `npm start` runs and the variables that point the gateway at each service, from the one
// registry in libs/contracts (src/service-registry.ts), read from the build (made here when there is none).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildNode } from './build.mjs';

const built = join(dirname(fileURLToPath(import.meta.url)), '../dist/libs/contracts/src/service-registry.js');
if (!existsSync(built)) buildNode();
const registry = createRequire(import.meta.url)(built);

export const PROCESSES = registry.PROCESSES;
export const SERVICE_URL_ENV = Object.fromEntries(
  Object.entries(registry.SERVICE_REGISTRY).map(([name, s]) => [name, s.urlEnv]),
);
