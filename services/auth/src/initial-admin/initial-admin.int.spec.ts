import { createTestDatabase, type TestDatabase } from '@strongs/testing';
import request from 'supertest';
import { startAuthTestApp } from '../testing/auth-test-app';

const FIRST = 'set aside for the first start';
const SECOND = 'a different phrase at the next start';

describe('the first administrator from ADMIN_USERNAME / ADMIN_PASSWORD at start', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase('empty');
  });
  afterAll(async () => db?.drop());

  it('refuses to start with a password that breaks the rules, and creates nobody', async () => {
    await expect(
      startAuthTestApp({ db, config: { ADMIN_USERNAME: 'keeper', ADMIN_PASSWORD: 'admin123' } }),
    ).rejects.toThrow('ADMIN_USERNAME/ADMIN_PASSWORD: Password must be at least 12 characters');
  });

  it('creates the account once; a later start with another password changes nothing', async () => {
    const first = await startAuthTestApp({ db, config: { ADMIN_USERNAME: 'Keeper', ADMIN_PASSWORD: FIRST } });
    const [admin] = await first.sql<{ username: string; role: string; password_hash: string }>(
      'SELECT username, role, password_hash FROM users',
    );
    expect(admin).toMatchObject({ username: 'keeper', role: 'admin' });
    await first.close();
    const second = await startAuthTestApp({
      db,
      config: { ADMIN_USERNAME: 'keeper', ADMIN_PASSWORD: SECOND },
    });
    try {
      expect(await second.sql('SELECT username, role, password_hash FROM users')).toEqual([admin]);
      await request(second.app.getHttpServer())
        .post('/api/login')
        .send({ username: 'keeper', password: SECOND })
        .expect(401);
      await request(second.app.getHttpServer())
        .post('/api/login')
        .send({ username: 'keeper', password: FIRST })
        .expect(200);
    } finally {
      await second.close();
    }
  });
});
