import { addDays } from '@strongs/scripture';
import request from 'supertest';
import { startAuthTestApp, type AuthTestApp } from '../testing/auth-test-app';
import { registerReader } from '../testing/registered-reader';

const TODAY = new Date().toISOString().slice(0, 10);

describe('/api/me/plans: starting, reading, marking and catching up', () => {
  let t: AuthTestApp;
  const register = (username: string) => registerReader(t, username);

  beforeAll(async () => {
    t = await startAuthTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the four plans of the catalogue, generated from the KJV', async () => {
    const { as } = await register('ezra');
    const res = await as('get', '/api/me/plans').expect(200);
    expect(res.body.today).toBe(TODAY);
    expect(res.body.plans).toEqual([]);
    expect(res.body.catalogue.map((p: { slug: string; days: number }) => [p.slug, p.days])).toEqual([
      ['bible-year', 365],
      ['nt-90', 90],
      ['psalms-proverbs-month', 31],
      ['mcheyne-year', 365],
    ]);
    expect(res.body.catalogue[1]).toMatchObject({ tracks: ['New Testament'], versesPerDay: 88 });
  });

  it('starts a plan once however often it is asked, and stops it', async () => {
    const { id, as } = await register('nehemiah');
    const first = await as('post', '/api/me/plans').send({ plan: 'nt-90', startDate: TODAY }).expect(201);
    expect(first.body).toMatchObject({
      plan: 'nt-90',
      title: 'The New Testament in 90 days',
      startDate: TODAY,
      catchUp: null,
      progress: { totalDays: 90, daysDone: 0, percent: 0, behind: 0, currentDay: 1, todayDays: [1] },
    });
    const again = await as('post', '/api/me/plans')
      .send({ plan: 'nt-90', startDate: addDays(TODAY, 5) })
      .expect(201);
    expect(again.body).toEqual(first.body);
    const rows = await t.sql(`SELECT count(*)::int AS n FROM study_reading_plans WHERE user_id = $1`, [id]);
    expect(rows).toEqual([{ n: 1 }]);
    await as('delete', `/api/me/plans/${first.body.id}`).expect(204);
    expect((await as('get', '/api/me/plans').expect(200)).body.plans).toEqual([]);
  });

  it("shows a day's reading as passages, and marks days done and undone, each twice", async () => {
    const { as } = await register('esther');
    const { body: plan } = await as('post', '/api/me/plans')
      .send({ plan: 'mcheyne-year', startDate: TODAY })
      .expect(201);
    const today = await as('get', `/api/me/plans/${plan.id}/today?today=${TODAY}`).expect(200);
    expect(today.body.days).toHaveLength(1);
    expect(today.body.days[0]).toMatchObject({ day: 1, date: TODAY, done: false });
    expect(today.body.days[0].readings.map((r: { label: string }) => r.label)).toEqual([
      'Genesis 1',
      'Matthew 1',
      'Ezra 1:1–2:35',
      'Acts 1',
    ]);
    expect(today.body.days[0].readings[2].passages).toEqual([
      { book: 15, chapter: 1, verse: 1, endChapter: 2, endVerse: 35, label: 'Ezra 1:1–2:35' },
    ]);
    for (let i = 0; i < 2; i++) {
      const done = await as('put', `/api/me/plans/${plan.id}/days/1`).expect(200);
      expect(done.body.progress).toMatchObject({ daysDone: 1, percent: 0 });
    }
    const detail = await as('get', `/api/me/plans/${plan.id}`).expect(200);
    expect(detail.body.tracks).toEqual([
      'Old Testament I',
      'New Testament I',
      'Old Testament II',
      'New Testament II',
    ]);
    expect(detail.body.days).toHaveLength(365);
    expect(detail.body.days[0]).toEqual({
      day: 1,
      date: TODAY,
      done: true,
      labels: ['Genesis 1', 'Matthew 1', 'Ezra 1:1–2:35', 'Acts 1'],
    });
    expect(detail.body.days[1]).toMatchObject({ day: 2, date: addDays(TODAY, 1), done: false });
    for (let i = 0; i < 2; i++) {
      const undone = await as('delete', `/api/me/plans/${plan.id}/days/1`).expect(200);
      expect(undone.body.progress.daysDone).toBe(0);
    }
    await as('put', `/api/me/plans/${plan.id}/days/366`).expect(404, {
      statusCode: 404,
      message: 'This plan has days 1 to 365',
    });
    await as('get', `/api/me/plans/${plan.id}/days/0`).expect(404);
  });

  it('catches up after missed days: double up shows them today, shift moves the schedule', async () => {
    const { as } = await register('job');
    const start = addDays(TODAY, -3);
    const { body: plan } = await as('post', '/api/me/plans')
      .send({ plan: 'nt-90', startDate: start })
      .expect(201);
    expect(plan.progress).toMatchObject({ currentDay: 4, behind: 3, todayDays: [4] });
    await as('put', `/api/me/plans/${plan.id}/days/1`).expect(200);

    const doubled = await as('patch', `/api/me/plans/${plan.id}`).send({ catchUp: 'double' }).expect(200);
    expect(doubled.body).toMatchObject({ catchUp: 'double', progress: { behind: 2, todayDays: [2, 3, 4] } });
    const page = await as('get', `/api/me/plans/${plan.id}/today`).expect(200);
    expect(page.body.days.map((d: { day: number; date: string }) => [d.day, d.date])).toEqual([
      [2, addDays(TODAY, -2)],
      [3, addDays(TODAY, -1)],
      [4, TODAY],
    ]);
    expect(page.body.days[0].readings[0].label).toBe('Matthew 5–6');

    const shifted = await as('patch', `/api/me/plans/${plan.id}`).send({ catchUp: 'shift' }).expect(200);
    expect(shifted.body).toMatchObject({
      catchUp: 'shift',
      startDate: start,
      progress: { currentDay: 2, behind: 0, todayDays: [2], scheduleStart: addDays(TODAY, -1) },
    });
    expect(shifted.body.progress.endDate).toBe(addDays(TODAY, 88));

    // Back to doubling up: the days the shift moved stay moved.
    const back = await as('patch', `/api/me/plans/${plan.id}`).send({ catchUp: 'double' }).expect(200);
    expect(back.body).toMatchObject({
      startDate: addDays(TODAY, -1),
      progress: { currentDay: 2, behind: 0, todayDays: [2] },
    });
  });

  it('names what is wrong with a request', async () => {
    const { as } = await register('micah');
    const refused = async (req: request.Test, message: string) =>
      expect((await req.expect(400)).body.message).toBe(message);
    await refused(
      as('post', '/api/me/plans').send({ plan: 'gospels-week', startDate: TODAY }),
      "There is no reading plan 'gospels-week': the plans are bible-year, nt-90, psalms-proverbs-month, mcheyne-year",
    );
    await refused(
      as('post', '/api/me/plans').send({ plan: 'nt-90', startDate: '2026-02-30' }),
      'startDate must be a date, YYYY-MM-DD',
    );
    await refused(
      as('post', '/api/me/plans').send({ plan: 'nt-90', startDate: addDays(TODAY, 400) }),
      'startDate must be within a year of today',
    );
    await refused(as('get', '/api/me/plans?today=yesterday'), "today must be the reader's date, YYYY-MM-DD");
    await refused(
      as('get', `/api/me/plans?today=${addDays(TODAY, -3)}`),
      "today must be the reader's date, YYYY-MM-DD",
    );
    const { body: plan } = await as('post', '/api/me/plans')
      .send({ plan: 'nt-90', startDate: TODAY })
      .expect(201);
    await refused(
      as('patch', `/api/me/plans/${plan.id}`).send({ catchUp: 'skip' }),
      'catchUp must be one of shift, double',
    );
  });

  it('keeps a reader within the limit of plans at once', async () => {
    const { id, as } = await register('obadiah');
    await t.sql(
      `INSERT INTO study_reading_plans (user_id, plan, start_date)
       SELECT $1, 'retired-plan-' || n, CURRENT_DATE FROM generate_series(1, 9) AS n`,
      [id],
    );
    await as('post', '/api/me/plans').send({ plan: 'nt-90', startDate: TODAY }).expect(201);
    const over = await as('post', '/api/me/plans').send({ plan: 'bible-year', startDate: TODAY }).expect(400);
    expect(over.body.message).toBe(
      'You can follow at most 10 reading plans at once (this would make 11): stop one to start another',
    );
    const rows = await t.sql(
      `SELECT plan FROM study_reading_plans WHERE user_id = $1 AND plan = 'bible-year'`,
      [id],
    );
    expect(rows).toEqual([]);
  });
});
