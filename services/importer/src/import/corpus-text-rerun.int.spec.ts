import { createDataSource, runMigrations, useJobStatementTimeout } from '@strongs/db';
import { resolveCorpusDir } from '@strongs/nest-common';
import { indexJobId } from '@strongs/queue';
import { createTestDatabase, TestDatabase } from '@strongs/testing';
import type { DataSource } from 'typeorm';
import { corpusText } from '../corpus/corpus-catalog';
import { textChecksum } from '../corpus/text-checksum';
import { lockVersion, restoreGeneration } from '../versions/version-generations';
import { CorpusTextImporter } from './corpus-text-importer';

/** Issue #27, the seed path: BullMQ runs a seed job again when its bookkeeping fails after the commit. */
describe('a corpus text whose job runs again after its commit', () => {
  let db: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase('corpus');
    await runMigrations(db.url);
    dataSource = createDataSource({ url: db.url, poolSize: 3 });
    await dataSource.initialize();
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  /** A text's verse count and an md5 of its verses in order, live or in the archive. */
  async function asvText(
    table: 'verses' | 'archived_verses' = 'verses',
  ): Promise<{ verses: number; md5: string }> {
    const [row] = await dataSource.query(
      `SELECT count(*)::int AS verses, md5(string_agg(text, E'\\n' ORDER BY ord)) AS md5 FROM ${table} WHERE version_code = 'asv'`,
    );
    return row;
  }

  it('finishes the bookkeeping without archiving its own write, so rollback restores the text it replaced', async () => {
    // The installed ASV as an earlier edition of the corpus file read: Genesis 1 differs, and so did its checksum.
    await dataSource.query(
      `UPDATE verses SET text = 'Earlier: ' || text WHERE version_code = 'asv' AND book = 1 AND chapter = 1`,
    );
    await dataSource.query(`UPDATE imports SET checksum = 'an-earlier-edition' WHERE source = 'corpus:asv'`);
    const previous = await asvText();
    const corpusDir = resolveCorpusDir();
    const checksum = await textChecksum(corpusText('asv'), corpusDir);
    const indexJobs: string[] = [];
    let faults = 0;
    const importer = new CorpusTextImporter({
      dataSource,
      corpusDir,
      enqueueDependent: async () => undefined,
      enqueueIndex: async (code, sum, writtenBy) => void indexJobs.push(indexJobId(code, sum, writtenBy)),
      afterCommit: () => {
        if (faults++ === 0) throw new Error('Connection is closed.');
      },
    });
    const job = {
      id: 'import-asv-rerun',
      data: { textId: 'asv', checksum },
      updateProgress: async () => undefined,
    };

    await expect(importer.run(job)).rejects.toThrow('Connection is closed.');
    const written = await asvText();
    expect(written.verses).toBe(previous.verses);
    expect(written.md5).not.toBe(previous.md5);

    expect(await importer.run(job)).toEqual({ status: 'completed', count: written.verses });
    expect(await importer.run(job)).toEqual({ status: 'skipped' });
    expect(await asvText()).toEqual(written);
    expect(await asvText('archived_verses')).toEqual(previous);
    expect(await dataSource.query(`SELECT status FROM imports WHERE job_id = $1`, [job.id])).toEqual([
      { status: 'completed' },
    ]);
    expect(indexJobs).toEqual([indexJobId('asv', checksum, job.id)]);

    await dataSource.transaction(async (manager) => {
      await useJobStatementTimeout(manager);
      const live = await lockVersion(manager, 'asv');
      await restoreGeneration(manager, 'asv', {
        expectedGeneration: live!.generation,
        jobId: 'rollback-asv',
      });
    });
    expect(await asvText()).toEqual(previous);
  });
});
