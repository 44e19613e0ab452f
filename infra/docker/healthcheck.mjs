// Health check of every Node image (HEALTHCHECK and compose `healthcheck`); exits 0 when healthy.
//  - an HTTP service (PORT set): GET http://127.0.0.1:$PORT/health must answer 200 with status "ok";
//  - a worker (WORKER_QUEUES set): each of its queues must have a BullMQ worker connected to Redis
//    from this container's own addresses, so a replica whose worker died is reported, not its siblings.
import { networkInterfaces } from 'node:os';

const TIMEOUT_MS = 4000;

async function checkHttp(port) {
  const response = await fetch(`http://127.0.0.1:${port}/health`, {
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok || body.status !== 'ok')
    throw new Error(`/health answered ${response.status} ${JSON.stringify(body)}`);
}

function localAddresses() {
  const addresses = Object.values(networkInterfaces())
    .flat()
    .map((entry) => entry.address);
  return new Set([...addresses, '127.0.0.1', '::1']);
}

/** BullMQ reports `addr` as `host:port` (IPv6 hosts keep their colons). */
const hostOf = (addr = '') => addr.slice(0, addr.lastIndexOf(':')).replace(/^::ffff:/, '');

async function checkWorkers(queueNames) {
  const [{ Queue }, { default: IORedis }] = await Promise.all([import('bullmq'), import('ioredis')]);
  const local = localAddresses();
  const connection = new IORedis(process.env.REDIS_URL || 'redis://127.0.0.1:6379', {
    connectTimeout: TIMEOUT_MS,
    maxRetriesPerRequest: null,
    retryStrategy: () => null,
  });
  const prefix = process.env.QUEUE_PREFIX || 'strongs';
  try {
    for (const name of queueNames) {
      const queue = new Queue(name, { connection, prefix });
      const workers = await queue.getWorkers();
      await queue.close();
      if (!workers.some((worker) => local.has(hostOf(worker.addr))))
        throw new Error(`no worker of queue "${name}" runs here`);
    }
  } finally {
    connection.disconnect();
  }
}

const queues = (process.env.WORKER_QUEUES || '')
  .split(',')
  .map((q) => q.trim())
  .filter(Boolean);
const check = queues.length > 0 ? checkWorkers(queues) : checkHttp(process.env.PORT || '3000');
const timer = setTimeout(() => {
  console.error('unhealthy: no answer in time');
  process.exit(1);
}, TIMEOUT_MS * 2);
check.then(
  () => process.exit(0),
  (error) => {
    clearTimeout(timer);
    console.error(`unhealthy: ${error.message}`);
    process.exit(1);
  },
);
