import request from 'supertest';
import type { ReferenceLookupResponse } from '@strongs/contracts';
import { startTestApp, type TestApp } from '../test-app';

describe('RSTNE and batch lookups on the real corpus', () => {
  let t: TestApp;
  const server = () => t.app.getHttpServer();

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reads an RSTNE verse by its restored book name', async () => {
    const res = await request(server()).get('/api/rstne/verse/Bereshith/1/1').expect(200);
    expect(res.body).toEqual({
      text: 'In the beginning Elohim created the heaven and the earth.',
      reference: 'Bereshith 1:1',
    });
    expect((await request(server()).get('/api/rstne/verse/Genesis/1/1').expect(200)).body.text).toContain(
      'Elohim',
    );
    expect((await request(server()).get('/api/rstne/verse/Narnia/1/1').expect(400)).body.message).toBe(
      'Unknown book: Narnia',
    );
  });

  it('searches the RSTNE for the test page, references included', async () => {
    const res = await request(server())
      .get('/api/rstne/search')
      .query({ query: 'Genesis 12:1-3', limit: 10 })
      .expect(200);
    expect(res.body.results).toHaveLength(3);
    expect(res.body.results[0]).toMatchObject({ book_name: 'Bereshith', chapter: 12, verse: 1 });
    const words = await request(server())
      .get('/api/rstne/search')
      .query({ q: 'Elohim', limit: 5 })
      .expect(200);
    expect(words.body.results).toHaveLength(5);
  });

  it('answers a batch, with an unknown reference answered in its own row', async () => {
    const res = await request(server())
      .post('/api/reference-lookup/batch')
      .send({ references: ['Genesis 1:1', 'Gen 51:1', 'John 3:16-17', 'not a reference'] })
      .expect(200);
    const body = res.body as ReferenceLookupResponse;
    expect(body.count).toBe(4);
    expect(typeof body.lookupTime).toBe('number');
    expect(body.references[0]).toMatchObject({
      reference: 'Genesis 1:1',
      found: true,
      text: 'In the beginning Elohim created the heaven and the earth.',
    });
    expect(body.references[1]).toMatchObject({
      reference: 'Gen 51:1',
      found: false,
      text: '',
      error: 'Reference not found: Gen 51:1',
    });
    expect(body.references[2].text).toMatch(/^For Elohim so loved the world.*For Elohim sent not his Son/);
    expect(body.references[3]).toMatchObject({
      found: false,
      error: 'Not a Bible reference: not a reference',
    });
  });

  it('reads a batch from another version on request', async () => {
    const res = await request(server())
      .post('/api/reference-lookup/batch')
      .send({ references: ['John 3:16'], version: 'kjv' })
      .expect(200);
    expect(res.body.references[0].text).toMatch(/^For God so loved/);
  });

  it('answers at most 1,000 verses per batch: a small request cannot ask for megabytes', async () => {
    // 200 rows of 176 verses each (Psalm 119) would be 35,200 verses; five rows fit, the rest say why not.
    const res = await request(server())
      .post('/api/reference-lookup/batch')
      .send({ references: Array(200).fill('Psalms 119:1-176') })
      .expect(200);
    const rows = (res.body as ReferenceLookupResponse).references;
    expect(rows.filter((r) => r.found)).toHaveLength(5);
    expect(rows[5]).toMatchObject({
      found: false,
      text: '',
      error: 'Too many verses in one request: at most 1000 in all',
    });
    expect(res.text.length).toBeLessThan(500_000);
  });

  it('refuses more than 200 references and malformed bodies', async () => {
    const many = Array.from({ length: 201 }, () => 'John 3:16');
    expect(
      (await request(server()).post('/api/reference-lookup/batch').send({ references: many }).expect(400))
        .body.message,
    ).toBe('references can hold at most 200 items');
    expect(
      (
        await request(server())
          .post('/api/reference-lookup/batch')
          .send({ references: 'John 3:16' })
          .expect(400)
      ).body.message,
    ).toMatch(/references must be an array/);
    const broken = await request(server())
      .post('/api/reference-lookup/batch')
      .set('content-type', 'application/json')
      .send('{"references": [')
      .expect(400);
    expect(broken.body).toEqual({ statusCode: 400, message: expect.stringMatching(/JSON/) });
  });
});
