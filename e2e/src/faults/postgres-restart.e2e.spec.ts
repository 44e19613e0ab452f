import { startStack, type Stack, STACK_START_LIMIT_MS } from '../support/stack';
import { copyCorpusInto } from './support/corpus-copy';
import {
  healthStatus,
  isErrorShape,
  moreAnswers,
  msUntil,
  startTraffic,
  stopAllTraffic,
  timedGet,
  type TrafficRecord,
} from './support/fault-traffic';
import { startPrivatePostgres, type PrivatePostgres } from './support/private-postgres';

jest.setTimeout(120_000);

const ANSWER_LIMIT_MS = 5_000;
/** Requests nothing has asked for yet, so no cache of the search service can answer them while the database is away. */
const FRESH_PATHS = [
  '/api/search-strongs?q=vineyard&db=kjv',
  '/api/search-strongs?q=%22the%20good%20shepherd%22&db=kjv',
  '/api/dictionary/H1254',
  '/api/strongs/definition/G3056',
  '/api/bible/verse/19/23/1/kjv',
  '/api/bible/chapter/Ruth/1/kjv',
];
/** The lexicon writes every entry's JSON at start and keeps entries in Redis: it may still answer them. */
const MAY_BE_CACHED = (path: string) =>
  path.startsWith('/api/dictionary/') || path.startsWith('/api/strongs/definition/');

/** The whole stack on a Postgres cluster of its own, which is stopped and started again under traffic. */
describe('Postgres stopped and started again', () => {
  let pg: PrivatePostgres;
  let stack: Stack;

  beforeAll(async () => {
    pg = await startPrivatePostgres();
    const databaseUrl = copyCorpusInto(pg, 'strongs');
    stack = await startStack({ env: { DATABASE_URL: databaseUrl } });
  }, STACK_START_LIMIT_MS);
  afterAll(async () => {
    await stopAllTraffic();
    await stack?.stop();
    pg?.close();
  });

  it('turns health red and answers 503 with a message, never hanging, while it is down, and recovers when it is back', async () => {
    expect(await healthStatus(stack.baseUrl)).toBe(200);
    expect((await timedGet(stack.baseUrl, '/api/search-strongs?q=love&db=kjv')).status).toBe(200);
    const traffic = startTraffic(stack.baseUrl);
    await moreAnswers(traffic, 8, 'traffic flowing before the stop');

    pg.stop();
    const redMs = await msUntil(
      async () => (await healthStatus(stack.baseUrl)) === 503,
      ANSWER_LIMIT_MS,
      '/api/health red',
    );
    const whileDown: TrafficRecord[] = [];
    for (const path of FRESH_PATHS) whileDown.push(await timedGet(stack.baseUrl, path));
    expect(whileDown.map((r) => [r.path, r.status])).toEqual(
      FRESH_PATHS.map((path) => [
        path,
        MAY_BE_CACHED(path) && whileDown.find((r) => r.path === path)?.status === 200 ? 200 : 503,
      ]),
    );
    expect(whileDown.filter((r) => r.status === 503 && !isErrorShape(r))).toEqual([]);
    const slowest = Math.max(...whileDown.map((r) => r.ms));

    pg.start();
    const greenMs = await msUntil(
      async () => (await healthStatus(stack.baseUrl)) === 200,
      30_000,
      '/api/health green again',
    );
    for (const path of FRESH_PATHS)
      expect([path, (await timedGet(stack.baseUrl, path)).status]).toEqual([path, 200]);
    const records = await traffic.stop();

    // Under traffic nothing hung and nothing failed with anything but the 503 shape.
    expect(records.filter((r) => typeof r.status !== 'number')).toEqual([]);
    expect(records.filter((r) => r.status !== 200 && (r.status !== 503 || !isErrorShape(r)))).toEqual([]);
    console.log(
      `[fault] Postgres stop: health red after ${redMs} ms, uncached requests 503 in at most ${slowest} ms; ` +
        `after start: health green ${greenMs} ms; ${records.length} requests during it, ${records.filter((r) => r.status === 503).length} answered 503, ` +
        `slowest ${Math.max(...records.map((r) => r.ms))} ms`,
    );
  });
});
