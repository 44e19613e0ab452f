import request from 'supertest';
import type { InterlinearVerse } from '@strongs/contracts';
import { startTestApp, type TestApp } from '../test-app';

describe('GET /api/interlinear', () => {
  let t: TestApp;
  const get = (path: string) => request(t.app.getHttpServer()).get(path);
  beforeAll(async () => {
    t = await startTestApp({}, { readOnly: true });
  }, 600_000);
  afterAll(async () => {
    await t?.close();
  });

  it('answers Genesis 1:1 word by word with lemma, Strong\'s number, parsing and the KJV words above', async () => {
    const body = (await get('/api/interlinear/Genesis/1/1').expect(200)).body as InterlinearVerse;
    expect(body).toMatchObject({ reference: 'Genesis 1:1', originalReference: 'Genesis 1:1', language: 'hebrew', edition: 'wlc', direction: 'rtl' });
    expect(body.words).toHaveLength(7);
    expect(body.words[0]).toMatchObject({
      position: 1,
      textPlain: 'בראשית',
      transliteration: 'bereshit',
      sourceLemma: 'b/7225',
      strongsNumber: 'H7225',
      morph: 'HR/Ncfsa',
      morphDescription: 'Preposition; Noun, common, feminine, singular, absolute',
      gloss: expect.stringMatching(/beginning/),
    });
    // The file's own mark order (not NFC-normalised, as upstream advises).
    expect(body.words[0].text.normalize('NFC')).toBe('בְּרֵאשִׁ֖ית'.normalize('NFC'));
    expect(body.words[0].lemma?.normalize('NFC')).toBe('רֵאשִׁית'.normalize('NFC'));
    expect(body.words[1]).toMatchObject({ strongsNumber: 'H1254', morphDescription: 'Verb, Qal, perfect, 3rd person masculine singular', gloss: 'created' });
  });

  it('answers John 3:16 from the TR, and from the Byzantine text on request', async () => {
    const tr = (await get('/api/interlinear/43/3/16').expect(200)).body as InterlinearVerse;
    expect(tr).toMatchObject({ edition: 'tr', language: 'greek', direction: 'ltr' });
    expect(tr.words).toHaveLength(26);
    expect(tr.words[2]).toMatchObject({ text: 'ηγαπησεν', strongsNumber: 'G25', morph: 'V-AAI-3S', morphDescription: 'Verb, aorist active indicative, 3rd person singular', transliteration: 'ēgapēsen' });
    const byz = (await get('/api/interlinear/43/3/16?edition=byz').expect(200)).body as InterlinearVerse;
    expect(byz.edition).toBe('byz');
    expect(byz.words[2]).toMatchObject({ text: 'ηγαπησεν', strongsNumber: 'G25' });
  });

  it('refuses an edition of the other testament and a verse the KJV lacks, with a message', async () => {
    expect((await get('/api/interlinear/1/1/1?edition=tr').expect(400)).body.message).toMatch(/Old Testament/);
    expect((await get('/api/interlinear/1/50/99').expect(404)).body.message).toMatch(/Reference not found/);
    expect((await get('/api/interlinear/Nowhere/1/1').expect(400)).body.message).toMatch(/Unknown book/);
  });
});
