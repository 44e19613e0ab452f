import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { Queue } from 'bullmq';
import { Client } from 'pg';
import { startImporterTestApp, type ImporterTestApp } from './importer-test-app';
import { withImportQueue } from './queued-bible-import';

const ROOT = join(__dirname, '../../../..');
const WORKER = join(ROOT, 'dist/services/importer/src/worker.js');

export interface WorkerProcess {
  child: ChildProcess;
  /** Its log lines (JSON), as they come. */
  lines: string[];
  exited: Promise<number | null>;
}

export interface WorkerProcessSuite {
  readonly t: ImporterTestApp;
  /** An administrator's session cookie. */
  readonly admin: string;
  /** The built import worker as a real process on the suite's database and queues. */
  startWorker(env?: NodeJS.ProcessEnv): WorkerProcess;
  /**
   * Holds writes to `verses` (reads go on) until the returned release is called, and resolves once an import is
   * waiting on it: an import is then surely inside its transaction, however fast it stages the file.
   */
  holdVerseWrites(): Promise<() => Promise<void>>;
  /** The `imports` queue, for looking at jobs, closed after `use`. */
  importJobs<T>(use: (queue: Queue) => Promise<T>): Promise<T>;
}

/** Every job of the queue in a state, as `name:state`, sorted: each upload is a preview job and an import job. */
export async function jobsByNameAndState(queue: Queue): Promise<string[]> {
  const states = ['completed', 'failed', 'active', 'waiting', 'delayed'] as const;
  const names: string[] = [];
  for (const state of states)
    for (const job of await queue.getJobs([state])) names.push(`${job.name}:${state}`);
  return names.sort();
}

/** Registers the suite's beforeAll/afterAll: a fresh build, the importer API, and no worker left running. */
export function workerProcessSuite(): WorkerProcessSuite {
  let t: ImporterTestApp | undefined;
  let admin = '';
  const children: ChildProcess[] = [];
  const app = (): ImporterTestApp => {
    if (!t) throw new Error('the importer test app is not started yet');
    return t;
  };

  beforeAll(async () => {
    execFileSync(process.execPath, [join(ROOT, 'scripts/build.mjs'), '--no-web'], {
      cwd: ROOT,
      stdio: 'ignore',
    });
    t = await startImporterTestApp();
    admin = await t.sessionCookie('admin');
  });
  afterAll(async () => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await t?.close();
  });

  return {
    get t() {
      return app();
    },
    get admin() {
      return admin;
    },
    async holdVerseWrites() {
      const client = new Client({ connectionString: app().config.DATABASE_URL });
      await client.connect();
      await client.query('BEGIN');
      await client.query('LOCK TABLE verses IN SHARE MODE');
      return async () => {
        await client.query('COMMIT');
        await client.end();
      };
    },
    startWorker(env = {}) {
      const { config, uploadDir } = app();
      const child = spawn(process.execPath, [WORKER], {
        env: {
          PATH: process.env.PATH,
          DATABASE_URL: config.DATABASE_URL,
          REDIS_URL: config.REDIS_URL,
          QUEUE_PREFIX: config.QUEUE_PREFIX,
          UPLOAD_DIR: uploadDir,
          LOG_LEVEL: 'info',
          IMPORT_CONCURRENCY: '1',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      children.push(child);
      const lines: string[] = [];
      let partial = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        const complete = (partial + chunk.toString()).split('\n');
        partial = complete.pop() ?? '';
        lines.push(...complete);
      });
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      return { child, lines, exited };
    },
    importJobs: (use) => withImportQueue(app(), use),
  };
}

/** True once a backend of the suite's database waits for a lock (an import held by `holdVerseWrites`). */
export async function importWaitingOnVerses(suite: WorkerProcessSuite): Promise<boolean> {
  const rows = await suite.t.sql<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
  );
  return rows[0].n > 0;
}
