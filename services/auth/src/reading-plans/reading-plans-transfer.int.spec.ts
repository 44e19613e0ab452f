import { addDays } from '@strongs/scripture';
import { startAuthTestApp, type AuthTestApp } from '../testing/auth-test-app';
import { registerReader } from '../testing/registered-reader';

const TODAY = new Date().toISOString().slice(0, 10);

describe('reading plans in the study export and import, and in account deletion', () => {
  let t: AuthTestApp;
  const register = (username: string) => registerReader(t, username);
  const rowsOf = async (userId: number) => {
    const [plans] = await t.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM study_reading_plans WHERE user_id = $1`,
      [userId],
    );
    const [days] = await t.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM study_reading_plan_days WHERE user_id = $1`,
      [userId],
    );
    return [plans.n, days.n];
  };

  beforeAll(async () => {
    t = await startAuthTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reproduces every plan in a fresh account, with its days and choice, and a second import adds nothing', async () => {
    const source = await register('timothy');
    const { body: nt } = await source
      .as('post', '/api/me/plans')
      .send({ plan: 'nt-90', startDate: addDays(TODAY, -4) });
    const { body: year } = await source
      .as('post', '/api/me/plans')
      .send({ plan: 'mcheyne-year', startDate: TODAY });
    for (const day of [1, 2, 4]) await source.as('put', `/api/me/plans/${nt.id}/days/${day}`).expect(200);
    await source.as('put', `/api/me/plans/${year.id}/days/1`).expect(200);
    await source.as('patch', `/api/me/plans/${nt.id}`).send({ catchUp: 'double' }).expect(200);
    await source
      .as('post', '/api/me/highlights')
      .send({ book: 40, chapter: 1, verse: 1, colour: 'green' })
      .expect(201);
    const exported = (await source.as('get', '/api/me/export').expect(200)).body;
    expect(exported.plans).toEqual([
      { plan: 'nt-90', startDate: addDays(TODAY, -4), catchUp: 'double', daysDone: [1, 2, 4] },
      { plan: 'mcheyne-year', startDate: TODAY, catchUp: null, daysDone: [1] },
    ]);

    const fresh = await register('titus');
    const first = await fresh.as('post', '/api/me/import').send(exported).expect(200);
    expect(first.body).toEqual({
      added: { highlights: 1, notes: 0, bookmarks: 0, plans: 2 },
      existing: { highlights: 0, notes: 0, bookmarks: 0, plans: 0 },
    });
    const second = await fresh.as('post', '/api/me/import').send(exported).expect(200);
    expect(second.body).toEqual({
      added: { highlights: 0, notes: 0, bookmarks: 0, plans: 0 },
      existing: { highlights: 1, notes: 0, bookmarks: 0, plans: 2 },
    });
    const copied = (await fresh.as('get', '/api/me/export').expect(200)).body;
    expect(copied.plans).toEqual(exported.plans);
    expect(await rowsOf(fresh.id)).toEqual([2, 4]);
    const [copy] = (await fresh.as('get', '/api/me/plans').expect(200)).body.plans;
    expect(copy.progress).toMatchObject({ daysDone: 3, behind: 1, todayDays: [3, 5] });
  });

  it('takes an export made before plans existed, and refuses a bad plan naming its place, adding nothing', async () => {
    const { id, as } = await register('philemon');
    await as('post', '/api/me/import')
      .send({ format: 'strongs-study/1', highlights: [], notes: [], bookmarks: [] })
      .expect(200);
    const bad = async (plan: object, message: string) => {
      const res = await as('post', '/api/me/import')
        .send({
          format: 'strongs-study/1',
          highlights: [{ book: 43, chapter: 3, verse: 16, colour: 'green' }],
          notes: [],
          bookmarks: [],
          plans: [{ plan: 'nt-90', startDate: TODAY }, plan],
        })
        .expect(400);
      expect(res.body.message).toBe(message);
    };
    await bad({ plan: 'bible-year', startDate: 'soon' }, 'plans[1]: startDate must be a date, YYYY-MM-DD');
    await bad(
      { plan: 'bible-year', startDate: TODAY, daysDone: [1, 366] },
      'plans[1]: daysDone must be a list of days from 1 to 365',
    );
    await bad(
      { plan: 'bible-year', startDate: TODAY, catchUp: 'later' },
      'plans[1]: catchUp must be one of shift, double or null',
    );
    expect(await rowsOf(id)).toEqual([0, 0]);
    const [{ n }] = await t.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM study_highlights WHERE user_id = $1`,
      [id],
    );
    expect(n).toBe(0);
  });

  it('deletes the plans and their days with the account', async () => {
    const { id, as, password } = await register('onesimus');
    const { body: plan } = await as('post', '/api/me/plans').send({
      plan: 'psalms-proverbs-month',
      startDate: TODAY,
    });
    await as('put', `/api/me/plans/${plan.id}/days/1`).expect(200);
    await as('put', `/api/me/plans/${plan.id}/days/2`).expect(200);
    expect(await rowsOf(id)).toEqual([1, 2]);
    await as('delete', '/api/me').send({ password }).expect(200, { message: 'Account deleted' });
    expect(await rowsOf(id)).toEqual([0, 0]);
    expect(await t.sql(`SELECT 1 FROM study_reading_plan_days WHERE plan_id = $1`, [plan.id])).toEqual([]);
    await as('get', '/api/me/plans').expect(401);
  });
});
