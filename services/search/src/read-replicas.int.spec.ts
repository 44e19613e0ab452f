import type { INestApplication } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import { loadConfig } from '@strongs/nest-common';
import { verseOrd } from '@strongs/scripture';
import { startNestTestApp, logMarker, startStreamingReplica, type StreamingReplica } from '@strongs/testing';
import { AppModule } from './app.module';
import { SearchConfig } from './search.config';

async function loadOneVerse(url: string, word: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO books (number, osis, name, abbreviation, testament, chapters) VALUES (1, 'Gen', 'Genesis', 'Gen', 'OT', 50)`,
    );
    await client.query(
      `INSERT INTO versions (code, name, abbreviation, language, kind, licence, source, installed, verse_count)
       VALUES ('kjv', 'King James Version', 'KJV', 'en', 'translation', 'PD', 'test', true, 1)`,
    );
    await client.query(
      `INSERT INTO verses (version_code, book, chapter, verse, ord, text, markup) VALUES ('kjv', 1, 1, 1, $1, $2, '[]')`,
      [verseOrd(1, 1, 1), `In the beginning God created the ${word} and the earth.`],
    );
  } finally {
    await client.end();
  }
}

/** What each server logged since `from`: the statements of one request. */
const since = (log: string, from: number) => log.slice(from);

describe('the search service with DATABASE_READ_URLS naming a streaming replica', () => {
  let cluster: StreamingReplica;
  let app: INestApplication;
  const word = logMarker();

  beforeAll(async () => {
    cluster = await startStreamingReplica();
    await loadOneVerse(await cluster.createMigratedDatabase('strongs'), word);
    await cluster.caughtUp();
    const config = loadConfig(SearchConfig, process.env, {
      DATABASE_URL: cluster.primaryUrl('strongs'),
      DATABASE_READ_URLS: cluster.replicaUrl('strongs'),
      LOG_LEVEL: 'silent',
      MEILI_URL: '',
      QUEUE_PREFIX: `read-replicas-${word}`,
      SESSION_SECRET: randomBytes(32).toString('hex'),
    });
    app = await startNestTestApp(AppModule.forRoot(config));
  });
  afterAll(async () => {
    await app?.close();
    cluster?.close();
  });

  it('runs the verse search on the replica and nothing of it on the primary', async () => {
    const [primaryFrom, replicaFrom] = [cluster.primaryLog().length, cluster.replicaLog().length];
    const response = await request(app.getHttpServer())
      .get(`/api/search-strongs?q=${word}&db=kjv`)
      .expect(200);
    expect(response.body.results.map((r: { content: string }) => r.content)).toEqual([
      `Genesis 1:1\tIn the beginning God created the ${word} and the earth.`,
    ]);

    const onReplica = since(cluster.replicaLog(), replicaFrom);
    const onPrimary = since(cluster.primaryLog(), primaryFrom);
    expect(onReplica).toMatch(/FROM verse_search/);
    expect(onReplica).toContain(word);
    expect(onPrimary).not.toMatch(/verse_search|FROM verses/);
    expect(onPrimary).not.toContain(word);
  });

  it('records an analytics event on the primary', async () => {
    const event = `event ${logMarker()}`;
    const [primaryFrom, replicaFrom] = [cluster.primaryLog().length, cluster.replicaLog().length];
    await request(app.getHttpServer())
      .post('/api/analytics/search')
      .send({ query: event, database: 'kjv' })
      .expect(201, { recorded: true });

    expect(since(cluster.primaryLog(), primaryFrom)).toMatch(/INSERT INTO search_events/);
    expect(since(cluster.primaryLog(), primaryFrom)).toContain(event);
    expect(since(cluster.replicaLog(), replicaFrom)).not.toContain(event);
  });
});
