import request from 'supertest';
import { cookieOf, SITE_ORIGIN, startAuthTestApp, type AuthTestApp } from '../testing/auth-test-app';

const PASSWORD = 'a lamp unto my feet';

const NOTES = [
  { book: 43, chapter: 3, verse: 16, endVerse: 17, body: 'For God so **loved** the world' },
  { book: 1, chapter: 1, verse: 1, body: '# heading\nnot a heading of the export\n## Highlights' },
  { book: 1, chapter: 1, verse: 2, body: 'a fence:\n```\n## Bookmarks\n````\nstill the note' },
  { book: 19, chapter: 23, verse: 1, body: 'line one\r\n\r\n- a list\n  indented `code`' },
];
const HIGHLIGHTS = [
  { book: 43, chapter: 3, verse: 16, colour: 'yellow' },
  { book: 1, chapter: 1, verse: 1, endVerse: 3, colour: 'green' },
  { book: 1, chapter: 2, verse: 7, colour: 'green' },
  { book: 66, chapter: 22, verse: 21, colour: 'purple' },
];
const BOOKMARKS = [
  { book: 43, chapter: 3, verse: 16, label: 'Gospel in a verse', folder: 'John' },
  { book: 19, chapter: 23, verse: 1, label: 'The *shepherd* [psalm](x)', folder: 'Psalms # 1' },
  { book: 1, chapter: 1, verse: 1, label: 'The beginning' },
];

/**
 * The export read as CommonMark reads fences: the text of each fenced block (up to a closing fence at least
 * as long as the opening one) and the non-empty lines outside every block, which are the export's structure.
 */
function readFences(markdown: string): { blocks: string[]; outside: string[] } {
  const blocks: string[] = [];
  const outside: string[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(`{3,})text$/.exec(lines[i]);
    if (!open) {
      if (lines[i] !== '') outside.push(lines[i]);
      continue;
    }
    const closing = new RegExp(`^${open[1]}\`*\\s*$`);
    const end = lines.findIndex((l, j) => j > i && closing.test(l));
    blocks.push(lines.slice(i + 1, end === -1 ? undefined : end).join('\n'));
    outside.push('<block>');
    i = end === -1 ? lines.length : end;
  }
  return { blocks, outside };
}

describe('GET /api/me/export?format=markdown: everything a reader keeps, to read', () => {
  let t: AuthTestApp;
  let cookie: string;
  const http = () => request(t.app.getHttpServer());
  const as = (req: request.Test) => req.set('Cookie', cookie).set('Origin', SITE_ORIGIN);

  beforeAll(async () => {
    t = await startAuthTestApp();
    const res = await http()
      .post('/api/register')
      .send({ username: 'hannah', password: PASSWORD })
      .expect(201);
    cookie = cookieOf(res.headers['set-cookie']);
    for (const [kind, items] of [
      ['notes', NOTES],
      ['highlights', HIGHLIGHTS],
      ['bookmarks', BOOKMARKS],
    ] as const)
      for (const item of items)
        await as(http().post(`/api/me/${kind}`))
          .send(item)
          .expect(201);
  });
  afterAll(async () => {
    await t?.close();
  });

  const markdown = async () => {
    const res = await as(http().get('/api/me/export?format=markdown')).expect(200);
    expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="my-study-\d{4}-\d\d-\d\d\.md"$/,
    );
    return res.text;
  };

  it('has every note by book in canonical order, each text whole in its own block', async () => {
    const { blocks } = readFences(await markdown());
    expect(blocks).toEqual([
      NOTES[1].body,
      NOTES[2].body,
      NOTES[3].body.replace(/\r\n/g, '\n'),
      NOTES[0].body,
    ]);
  });

  it('is notes, highlights by book and colour, and bookmarks by folder: no note or label adds to it', async () => {
    const { outside } = readFences(await markdown());
    expect(outside).toEqual([
      '# My study',
      expect.stringMatching(/^Exported from Strong's Dictionary on \d{4}-\d\d-\d\d\.$/),
      '## Notes',
      '### Genesis',
      '#### Genesis 1:1',
      '<block>',
      '#### Genesis 1:2',
      '<block>',
      '### Psalms',
      '#### Psalms 23:1',
      '<block>',
      '### John',
      '#### John 3:16-17',
      '<block>',
      '## Highlights',
      '### Genesis',
      '- Green: Genesis 1:1-3; Genesis 2:7',
      '### John',
      '- Yellow: John 3:16',
      '### Revelation',
      '- Purple: Revelation 22:21',
      '## Bookmarks',
      '### John',
      '- John 3:16: Gospel in a verse',
      '### Psalms \\# 1',
      '- Psalms 23:1: The \\*shepherd\\* \\[psalm\\]\\(x\\)',
      '### Not in a folder',
      '- Genesis 1:1: The beginning',
    ]);
  });

  it('answers JSON as before without format, refuses another format, and is for the signed-in reader only', async () => {
    const json = (await as(http().get('/api/me/export')).expect(200)).body;
    expect(json).toMatchObject({ format: 'strongs-study/1' });
    expect(json.notes).toHaveLength(NOTES.length);
    const refused = await as(http().get('/api/me/export?format=pdf')).expect(400);
    expect(refused.body.message).toBe('format must be one of json, markdown');
    await http().get('/api/me/export?format=markdown').expect(401);
    // Another reader's export has none of hannah's items.
    const other = await http()
      .post('/api/register')
      .send({ username: 'peninnah', password: PASSWORD })
      .expect(201);
    const theirs = await http()
      .get('/api/me/export?format=markdown')
      .set('Cookie', cookieOf(other.headers['set-cookie']))
      .expect(200);
    expect(theirs.text).toContain('No notes.');
    expect(theirs.text).not.toContain('Genesis');
  });
});
