import request from 'supertest';
import { logMarker, startStreamingReplica, type StreamingReplica, runSql } from '@strongs/testing';
import { startAdminTestApp, type AdminTestApp } from './testing/admin-test-app';

describe('the admin service with DATABASE_READ_URLS naming a streaming replica', () => {
  let cluster: StreamingReplica;
  let t: AdminTestApp;
  const marker = logMarker();

  beforeAll(async () => {
    cluster = await startStreamingReplica();
    const url = await cluster.createMigratedDatabase('strongs');
    await runSql(url, `UPDATE system_settings SET value = $1 WHERE key = 'site_name'`, [`Site ${marker}`]);
    await runSql(
      url,
      `INSERT INTO custom_pages (title, slug, content) VALUES ('About', $1, '<p>About us</p>')`,
      [marker],
    );
    await cluster.caughtUp();
    t = await startAdminTestApp({
      config: { DATABASE_URL: url, DATABASE_READ_URLS: cluster.replicaUrl('strongs') },
    });
  });
  afterAll(async () => {
    await t?.close();
    cluster?.close();
  });

  it('reads the public settings and a published page on the replica, nothing of them on the primary', async () => {
    const [primaryFrom, replicaFrom] = [cluster.primaryLog().length, cluster.replicaLog().length];
    const settings = await request(t.app.getHttpServer()).get('/api/system-settings/public').expect(200);
    expect(settings.body.site_name).toBe(`Site ${marker}`);
    const page = await request(t.app.getHttpServer()).get(`/api/pages/${marker}`).expect(200);
    expect(page.body.slug).toBe(marker);

    const replica = cluster.replicaLog().slice(replicaFrom);
    const primary = cluster.primaryLog().slice(primaryFrom);
    expect(replica).toMatch(/FROM system_settings WHERE key = ANY/);
    expect(replica).toContain(marker);
    expect(primary).not.toMatch(/system_settings WHERE key = ANY|custom_pages/);
    expect(primary).not.toContain(marker);
  });
});
