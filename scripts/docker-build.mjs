// `npm run docker:build`: one image per process of scripts/services.mjs, tagged strongs/<name>, all
// from infra/docker/node-service.Dockerfile (the gateway's target also carries the built SPA).
// `-- --tag 1.2.3` adds a version tag; `-- --only search,gateway` builds a subset; `-- --dry-run` prints.
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROCESSES } from './services.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const DOCKERFILE = 'infra/docker/node-service.Dockerfile';

/** The BullMQ queues each worker consumes: its health check looks for them in Redis. */
const WORKER_QUEUES = { 'importer-worker': 'imports', 'index-worker': 'index', 'admin-bot': 'bot,mail' };

/** Every image with the build args that select its process. */
export const IMAGES = PROCESSES.map(({ name, entry, port }) => ({
  name,
  tag: `strongs/${name}`,
  target: name === 'gateway' ? 'gateway' : 'service',
  args: {
    SERVICE_ENTRY: entry,
    ...(port ? { SERVICE_PORT: String(port) } : {}),
    ...(WORKER_QUEUES[name] ? { WORKER_QUEUES: WORKER_QUEUES[name] } : {}),
  },
}));

function option(flag) {
  const at = process.argv.indexOf(flag);
  return at > 0 ? process.argv[at + 1] : undefined;
}

function main() {
  const version = option('--tag');
  const only = option('--only')?.split(',');
  const dryRun = process.argv.includes('--dry-run');
  const images = IMAGES.filter((image) => !only || only.includes(image.name));
  for (const image of images) {
    const tags = [image.tag, ...(version ? [`${image.tag}:${version}`] : [])];
    const args = Object.entries(image.args).flatMap(([key, value]) => ['--build-arg', `${key}=${value}`]);
    const command = [
      'build',
      '-f',
      DOCKERFILE,
      '--target',
      image.target,
      ...args,
      ...tags.flatMap((t) => ['-t', t]),
      '.',
    ];
    console.log(`[docker:build] ${tags.join(', ')}${dryRun ? `: docker ${command.join(' ')}` : ''}`);
    // The build stages are the same for every image, so Docker's cache builds them once.
    if (!dryRun) execFileSync('docker', command, { cwd: root, stdio: 'inherit' });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(`[docker:build] failed: ${error.message}`);
    process.exit(1);
  }
}
