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

  it("answers Genesis 1:1 word by word with lemma, Strong's number, parsing and the KJV words above", async () => {
    const body = (await get('/api/interlinear/Genesis/1/1').expect(200)).body as InterlinearVerse;
    expect(body).toMatchObject({
      reference: 'Genesis 1:1',
      originalReference: 'Genesis 1:1',
      language: 'hebrew',
      edition: 'wlc',
      direction: 'rtl',
    });
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
    expect(body.words[1]).toMatchObject({
      strongsNumber: 'H1254',
      morphDescription: 'Verb, Qal, perfect, 3rd person masculine singular',
      gloss: 'created',
    });
  });

  it('shows under each Greek word of John 1:1 the KJV words that translate it, once, and nothing under the article', async () => {
    const body = (await get('/api/interlinear/John/1/1').expect(200)).body as InterlinearVerse;
    const glosses = body.words.map((w) => `${w.text}=${w.gloss ?? ''}`);
    expect(glosses).toEqual([
      'εν=In',
      'αρχη=the beginning',
      'ην=was',
      'ο=',
      'λογος=the Word',
      'και=and',
      'ο=',
      'λογος=the Word',
      'ην=was',
      'προς=with',
      'τον=',
      'θεον=God',
      'και=and',
      'θεος=God',
      'ην=was',
      'ο=',
      'λογος=the Word',
    ]);
  });

  it('gives each "face" and "light" of Genesis 1 its own KJV phrase, not every phrase of the number', async () => {
    const chapter = (await get('/api/interlinear/Genesis/1').expect(200)).body as {
      verses: InterlinearVerse[];
    };
    const glosses = chapter.verses.flatMap((v) => v.words.map((w) => w.gloss ?? ''));
    expect(glosses.filter((g) => /\bface\b.*\bface\b|\blight\b.*\blight\b/.test(g))).toEqual([]);
    const verse2 = chapter.verses[1].words.filter((w) => w.strongsNumber === 'H6440').map((w) => w.gloss);
    expect(verse2).toEqual(['upon the face', 'the face']);
  });

  it('answers John 3:16 from the TR, and from the Byzantine text on request', async () => {
    const tr = (await get('/api/interlinear/43/3/16').expect(200)).body as InterlinearVerse;
    expect(tr).toMatchObject({ edition: 'tr', language: 'greek', direction: 'ltr' });
    expect(tr.words).toHaveLength(26);
    expect(tr.words[2]).toMatchObject({
      text: 'ηγαπησεν',
      strongsNumber: 'G25',
      morph: 'V-AAI-3S',
      morphDescription: 'Verb, aorist active indicative, 3rd person singular',
      transliteration: 'ēgapēsen',
    });
    const byz = (await get('/api/interlinear/43/3/16?edition=byz').expect(200)).body as InterlinearVerse;
    expect(byz.edition).toBe('byz');
    expect(byz.words[2]).toMatchObject({ text: 'ηγαπησεν', strongsNumber: 'G25' });
  });

  it('refuses an edition of the other testament and a verse the KJV lacks, with a message', async () => {
    expect((await get('/api/interlinear/1/1/1?edition=tr').expect(400)).body.message).toMatch(
      /Old Testament/,
    );
    expect((await get('/api/interlinear/1/50/99').expect(404)).body.message).toMatch(/Reference not found/);
    expect((await get('/api/interlinear/Nowhere/1/1').expect(400)).body.message).toMatch(/Unknown book/);
  });
});
