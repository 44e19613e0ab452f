import { resolveCorpusDir } from '@strongs/nest-common';
import type { CommentaryEntryRecord } from '@strongs/scripture';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { AdminReferenceWork } from '@strongs/contracts';
import { corpusText, type CorpusText } from '../corpus/corpus-catalog';
import { replaceCommentary } from '../import/commentary-writer';
import { replaceTopics } from '../import/topics/topics-writer';
import { rollbackReferenceWork } from '../reference-works/work-rollback-job';
import { SITE_ORIGIN, startImporterTestApp, type ImporterTestApp } from '../testing/importer-test-app';

/** What the search service serves of a work, as whole JSON: MHCC's sections covering John 3:16, Nave's LOVE. */
const JOHN_3_16_MHCC = `
  SELECT coalesce(json_agg(json_build_object('key', source_key, 'chapter', chapter, 'verse', verse,
           'start', start_verse, 'end', end_verse, 'blocks', blocks, 'text', plain_text) ORDER BY chapter, verse), '[]')
           AS rows
  FROM commentary_entries WHERE work_code = 'mhcc' AND book = 43 AND chapter = 3 AND 16 BETWEEN start_verse AND end_verse`;
const TOPIC_LOVE = `
  SELECT to_jsonb(t) - 'id' AS topic,
    (SELECT json_agg(json_build_object('position', s.position, 'level', s.level, 'label', s.label,
       'firstUnit', s.first_unit, 'units', s.unit_count,
       'refs', (SELECT json_agg(json_build_array(r.unit, r.start_ord, r.end_ord, r.whole_chapter) ORDER BY r.unit)
                FROM topic_verse_refs r WHERE r.topic_id = t.id AND r.sub_topic_position = s.position),
       'links', (SELECT json_agg(json_build_array(l.position, l.target, l.label, l.target_slug) ORDER BY l.position)
                 FROM topic_links l WHERE l.topic_id = t.id AND l.sub_topic_position = s.position))
       ORDER BY s.position)
     FROM topic_sub_topics s WHERE s.topic_id = t.id) AS sub_topics
  FROM topics t WHERE t.work_code = 'nave' AND t.slug = 'love'`;
/** Every row of a work, fingerprinted: a restore gives back the whole work, not only the sample. */
const WORK_MD5 = `
  SELECT
    (SELECT md5(string_agg(concat_ws('|', book, chapter, verse, start_verse, end_verse, source_key, blocks::text, plain_text), E'\\n'
       ORDER BY book, chapter, verse)) FROM commentary_entries WHERE work_code = 'mhcc') AS mhcc,
    (SELECT md5(string_agg(concat_ws('|', t.position, t.slug, t.name, t.unit_count,
       (SELECT string_agg(concat_ws(':', s.position, s.label, s.first_unit), ',' ORDER BY s.position) FROM topic_sub_topics s WHERE s.topic_id = t.id),
       (SELECT string_agg(concat_ws(':', r.unit, r.start_ord, r.end_ord), ',' ORDER BY r.unit) FROM topic_verse_refs r WHERE r.topic_id = t.id),
       (SELECT string_agg(concat_ws(':', l.sub_topic_position, l.position, l.target), ',' ORDER BY l.sub_topic_position, l.position) FROM topic_links l WHERE l.topic_id = t.id)),
       E'\\n' ORDER BY t.position)) FROM topics t WHERE t.work_code = 'nave') AS nave`;

interface Served {
  john316: unknown;
  love: unknown;
  md5: unknown;
}

describe('reference works: rollback, publish and unpublish over the generation the admin saw (real corpus works)', () => {
  let t: ImporterTestApp;
  let admin: string;
  const corpusDir = resolveCorpusDir();
  const http = () => request(t.app.getHttpServer());
  const post = (path: string, body: object, cookie = admin) =>
    http()
      .post(`/api/admin/reference-works/${path}`)
      .set('Cookie', cookie)
      .set('Origin', SITE_ORIGIN)
      .send(body);
  const work = async (code: string): Promise<AdminReferenceWork> =>
    (
      (await http().get('/api/admin/reference-works').set('Cookie', admin).expect(200)).body
        .works as AdminReferenceWork[]
    ).find((w) => w.code === code)!;

  async function served(): Promise<Served> {
    const [[john], [love], [md5]] = await Promise.all([
      t.sql<{ rows: unknown }>(JOHN_3_16_MHCC),
      t.sql(TOPIC_LOVE),
      t.sql(WORK_MD5),
    ]);
    return { john316: john.rows, love, md5 };
  }

  const commentaryText = (id: string) => corpusText(id) as Extract<CorpusText, { kind: 'commentary' }>;
  const topicalText = () => corpusText('nave') as Extract<CorpusText, { kind: 'topics' }>;

  /** A corrected MHCC file as the importer writes it: the same file without its comments on John 3. */
  async function reimportMhccWithoutJohn3(checksum = 'mhcc-without-john-3'): Promise<void> {
    const text = commentaryText('commentary-mhcc');
    async function* withoutJohn3(): AsyncIterable<CommentaryEntryRecord> {
      for await (const entry of text.read(corpusDir))
        if (entry.book !== 43 || entry.chapter !== 3) yield entry;
    }
    await t.app
      .get(DataSource)
      .transaction((m) => replaceCommentary(m, text.work, checksum, withoutJohn3(), async () => undefined));
  }

  /** A corrected Nave's as the importer writes it: LOVE without its first sub-topic. */
  async function reimportNaveWithShorterLove(): Promise<void> {
    const text = topicalText();
    const records = (await text.read(corpusDir)).map((r) =>
      r.slug === 'love' ? { ...r, subTopics: r.subTopics.slice(1) } : r,
    );
    await t.app.get(DataSource).transaction((m) => replaceTopics(m, text.work, records, 'nave-shorter-love'));
  }

  beforeAll(async () => {
    // The Treasury of David's rows are megabytes of JSON: each request here waits for its job's outcome.
    t = await startImporterTestApp({ VERSION_CHANGE_WAIT_MS: 240_000 });
    admin = await t.sessionCookie('admin');
    // Two workers, so two rollbacks of one work really run at the same time.
    t.startWorker();
    t.startWorker();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists every work with its kind, publication, generation and entry count', async () => {
    const res = await http().get('/api/admin/reference-works').set('Cookie', admin).expect(200);
    const works = res.body.works as AdminReferenceWork[];
    expect(works.map((w) => [w.code, w.kind, w.published, w.entryCount])).toEqual([
      ['mhcc', 'commentary', true, 4059],
      ['scofield', 'commentary', true, 3214],
      ['tdavid', 'commentary', true, 151],
      ['nave', 'topics', true, 5322],
    ]);
    expect(works.every((w) => w.generation >= 1 && w.generations.length === 0)).toBe(true);
    expect(works.find((w) => w.code === 'mhcc')).toMatchObject({
      name: "Matthew Henry's Concise Commentary",
    });
  });

  it('after a re-import, a rollback restores exactly what readers were served (John 3:16 in MHCC, the topic LOVE)', async () => {
    const before = await served();
    expect((before.john316 as unknown[]).length).toBe(1);
    expect(before.love).toMatchObject({ topic: { name: 'LOVE', sub_topic_count: 37 } });
    const seen = { mhcc: await work('mhcc'), nave: await work('nave') };

    await reimportMhccWithoutJohn3();
    await reimportNaveWithShorterLove();
    const changed = await served();
    expect(changed.john316).toEqual([]);
    expect(changed.love).toMatchObject({ topic: { sub_topic_count: 36 } });
    const reimported = await work('mhcc');
    expect(reimported).toMatchObject({
      generation: seen.mhcc.generation + 1,
      // John 3 has two comments in MHCC: its chapter outline and the comment on verses 1-21.
      entryCount: seen.mhcc.entryCount - 2,
      checksum: 'mhcc-without-john-3',
      published: true,
    });
    expect(reimported.generations).toEqual([
      expect.objectContaining({
        generation: seen.mhcc.generation,
        entryCount: seen.mhcc.entryCount,
        checksum: seen.mhcc.checksum,
        published: true,
      }),
    ]);

    for (const code of ['mhcc', 'nave']) {
      const res = await post(`${code}/rollback`, {
        expectedGeneration: (await work(code)).generation,
      }).expect(200);
      expect(res.body.message).toMatch(new RegExp(`^Rolled ${code} back to a kept generation`));
    }
    expect(await served()).toEqual(before);
    const restored = await work('mhcc');
    expect(restored).toMatchObject({
      generation: seen.mhcc.generation + 2,
      entryCount: seen.mhcc.entryCount,
      checksum: seen.mhcc.checksum,
    });
    // The re-imported rows are kept in turn: a rollback can bring them back.
    expect(restored.generations.map((g) => g.checksum)).toEqual(['mhcc-without-john-3']);
  });

  it('runs exactly one of two concurrent rollbacks naming the same generation; the other gets 409', async () => {
    const seen = await work('mhcc');
    const before = await served();
    const answers = await Promise.all([
      post('mhcc/rollback', { expectedGeneration: seen.generation }),
      post('mhcc/rollback', { expectedGeneration: seen.generation }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toMatch(
      new RegExp(
        `^mhcc changed since you looked: generation ${seen.generation + 1} is live, not ${seen.generation}`,
      ),
    );
    const after = await work('mhcc');
    expect(after.generation).toBe(seen.generation + 1);
    expect(after.checksum).toBe('mhcc-without-john-3');
    expect((await served()).john316).toEqual([]);
    // Back to the file's own text for the tests that follow.
    await post('mhcc/rollback', { expectedGeneration: after.generation }).expect(200);
    expect(await served()).toEqual(before);
  });

  it('restores once when its job runs twice (its worker died after the commit)', async () => {
    const seen = await work('nave');
    const job = {
      id: 'rollback-work-nave-twice',
      data: { workCode: 'nave', expectedGeneration: seen.generation },
      updateProgress: async () => undefined,
    };
    const first = await rollbackReferenceWork(t.app.get(DataSource), job);
    expect(first).toMatchObject({ status: 'completed', generation: seen.generation + 1 });
    const once = { served: await served(), work: await work('nave') };
    expect(once.work.checksum).toBe('nave-shorter-love');

    expect(await rollbackReferenceWork(t.app.get(DataSource), job)).toEqual(first);
    expect({ served: await served(), work: await work('nave') }).toEqual(once);
  });

  it('loses nothing when the write fails after the archive: the live entries and the kept generations are as they were', async () => {
    const before = { served: await served(), work: await work('mhcc') };
    const [archived] = await t.sql(
      `SELECT count(*)::int AS rows FROM archived_commentary_entries WHERE work_code = 'mhcc'`,
    );
    const text = commentaryText('commentary-mhcc');
    const dataSource = t.app.get(DataSource);
    let archivedInTheWrite: unknown;
    await expect(
      dataSource.transaction((m) =>
        replaceCommentary(
          m,
          text.work,
          'an-interrupted-import',
          (async function* () {
            let n = 0;
            for await (const entry of text.read(corpusDir)) {
              if (++n === 2000) {
                [archivedInTheWrite] = await m.query(
                  `SELECT generation FROM reference_work_generations WHERE work_code = 'mhcc' ORDER BY generation DESC LIMIT 1`,
                );
                throw new Error('The worker died in the middle of the write');
              }
              yield entry;
            }
          })(),
          async () => undefined,
        ),
      ),
    ).rejects.toThrow('The worker died');
    // The live generation had been archived in the transaction before the write failed.
    expect(archivedInTheWrite).toEqual({ generation: before.work.generation });
    expect({ served: await served(), work: await work('mhcc') }).toEqual(before);
    expect(
      await t.sql(`SELECT count(*)::int AS rows FROM archived_commentary_entries WHERE work_code = 'mhcc'`),
    ).toEqual([archived]);
  });

  it('unpublishes and publishes over the expected generation, each a new generation; a rollback restores the publication', async () => {
    const seen = await work('scofield');
    const stale = await post('scofield/unpublish', { expectedGeneration: seen.generation - 1 }).expect(409);
    expect(stale.body.message).toMatch(/^scofield changed since you looked/);

    const hidden = await post('scofield/unpublish', { expectedGeneration: seen.generation }).expect(200);
    expect(hidden.body).toMatchObject({
      success: true,
      message: 'Scofield Reference Notes (1917) is now hidden from visitors',
      work: { code: 'scofield', published: false, generation: seen.generation + 1 },
    });
    // A second click names the generation it saw, which is no longer live.
    await post('scofield/unpublish', { expectedGeneration: seen.generation }).expect(409);

    // A re-import keeps it hidden: the administrator's choice stands.
    await t.app.get(DataSource).transaction(async (m) => {
      const text = commentaryText('commentary-scofield');
      await replaceCommentary(
        m,
        text.work,
        'scofield-corrected',
        text.read(corpusDir),
        async () => undefined,
      );
    });
    const reimported = await work('scofield');
    expect(reimported).toMatchObject({ published: false, generation: seen.generation + 2 });

    const shown = await post('scofield/publish', { expectedGeneration: reimported.generation }).expect(200);
    expect(shown.body.work).toMatchObject({ published: true, generation: seen.generation + 3 });
    // Rolling back to the generation kept at the re-import brings back its rows and that it was hidden.
    const back = await post('scofield/rollback', {
      expectedGeneration: seen.generation + 3,
      generation: seen.generation + 1,
    }).expect(200);
    expect(back.body.work).toMatchObject({ published: false, checksum: seen.checksum, entryCount: 3214 });
  });

  it('answers 400 with a clear message on bad input, 404 for an unknown work, 409 with nothing kept, 403 to a non-admin', async () => {
    const mhcc = await work('mhcc');
    expect(
      (await post('mhcc/rollback', { expectedGeneration: 'latest' }).expect(400)).body.message,
    ).toContain('expectedGeneration must be the generation the reference works list shows');
    expect((await post('mhcc/publish', {}).expect(400)).body.message).toContain(
      'expectedGeneration must be the generation the reference works list shows',
    );
    expect(
      (await post('mhcc/rollback', { expectedGeneration: mhcc.generation, generation: -1 }).expect(400)).body
        .message,
    ).toContain('generation must be one of the kept generations');
    expect((await post('Bad!/publish', { expectedGeneration: 1 }).expect(400)).body.message).toContain(
      'Not a reference work code',
    );
    expect(
      (await post('mhcc/publish', { expectedGeneration: 1, extra: true }).expect(400)).body.message,
    ).toEqual(expect.anything());
    expect((await post('nosuch/publish', { expectedGeneration: 1 }).expect(404)).body.message).toBe(
      'No reference work with the code nosuch',
    );
    const tdavid = await work('tdavid');
    expect(
      (await post('tdavid/rollback', { expectedGeneration: tdavid.generation }).expect(409)).body.message,
    ).toBe('tdavid has no previous generation to roll back to');
    expect(
      (await post('mhcc/rollback', { expectedGeneration: mhcc.generation, generation: 1 }).expect(409)).body
        .message,
    ).toBe('mhcc keeps no generation 1');
    const reader = await t.sessionCookie('user');
    await post('mhcc/unpublish', { expectedGeneration: mhcc.generation }, reader).expect(403);
    await http().get('/api/admin/reference-works').set('Cookie', reader).expect(403);
    expect(await work('mhcc')).toEqual(mhcc);
  });
});
