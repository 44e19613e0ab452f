import request from 'supertest';
import type { AdminVersion } from '@strongs/contracts';
import { useJobStatementTimeout } from '@strongs/db';
import { waitUntil } from '@strongs/testing';
import { DataSource } from 'typeorm';
import { archiveGeneration, lockVersion } from '../versions/version-generations';
import { SITE_ORIGIN, startImporterTestApp, type ImporterTestApp } from '../testing/importer-test-app';

/** Issue #27: the Restored Names edition is derived from the KJV readers see, after a rollback too. */
describe('the Restored Names edition after a KJV rollback', () => {
  let t: ImporterTestApp;
  let admin: string;
  const http = () => request(t.app.getHttpServer());
  const kjvGeneration = async (): Promise<number> =>
    (
      (await http().get('/api/admin/versions').set('Cookie', admin).expect(200)).body
        .versions as AdminVersion[]
    ).find((v) => v.code === 'kjv')!.generation;
  const genesis1 = async (code: string): Promise<string> =>
    (
      await t.sql<{ text: string }>(`SELECT text FROM verses WHERE version_code = $1 AND ord = 1001001`, [
        code,
      ])
    )[0].text;

  beforeAll(async () => {
    t = await startImporterTestApp({ VERSION_CHANGE_WAIT_MS: 240_000 });
    admin = await t.sessionCookie('admin');
    t.startWorker();
  });
  afterAll(async () => t?.close());

  it('is derived again from the KJV each rollback restores', async () => {
    const original = await genesis1('kjv');
    // A KJV generation with a changed Genesis 1:1 went live without its edition being derived again…
    await t.app.get(DataSource).transaction(async (manager) => {
      await useJobStatementTimeout(manager);
      await lockVersion(manager, 'kjv');
      await archiveGeneration(manager, 'kjv');
      await manager.query(
        // The edition is made from the tagged words (markup), the plain text beside them.
        `UPDATE verses SET text = text || ' Zebulunite',
                markup = jsonb_set(markup, '{tokens}', (markup -> 'tokens') || '[{"text": " Zebulunite"}]'::jsonb)
         WHERE version_code = 'kjv' AND ord = 1001001`,
      );
    });
    // …then the admin rolls back to the original and forward again to the changed one.
    for (const expected of [original, `${original} Zebulunite`]) {
      await http()
        .post('/api/admin/versions/kjv/rollback')
        .set('Cookie', admin)
        .set('Origin', SITE_ORIGIN)
        .send({ expectedGeneration: await kjvGeneration() })
        .expect(200);
      expect(await genesis1('kjv')).toBe(expected);
    }
    await waitUntil(async () => (await genesis1('rstne')).endsWith('Zebulunite'), {
      what: 'the Restored Names Genesis 1:1 derived from the restored KJV',
      timeoutMs: 240_000,
      everyMs: 500,
    });
    expect(await genesis1('rstne')).toMatch(/^In the beginning Elohim .* Zebulunite$/);
  });
});
