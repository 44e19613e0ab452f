import { assembleAligned, type AlignedVerseRow } from './aligned-verses';

const row = (
  kjv_ord: number,
  seq: number,
  verse: number,
  text: string,
  extra: Partial<AlignedVerseRow> = {},
): AlignedVerseRow => ({
  kjv_ord,
  seq,
  part: null,
  kind: 'full',
  role: 'text',
  ord: 19_051_000 + verse,
  book: 19,
  chapter: 51,
  verse,
  text,
  heading: null,
  ...extra,
});

describe('assembleAligned', () => {
  it('keeps a superscription apart as the title and joins the text verses of one KJV verse', () => {
    const out = assembleAligned([
      row(19_051_001, 0, 1, 'T1', { role: 'title' }),
      row(19_051_001, 1, 2, 'T2', { role: 'title' }),
      row(19_051_001, 2, 3, 'V3'),
      row(19_051_002, 0, 4, 'V4a', { kind: 'partial', part: 'a' }),
      row(19_051_002, 1, 5, 'V5'),
    ]);
    expect(out.get(19_051_001)).toMatchObject({ text: 'V3', title: 'T1 T2', partial: false });
    expect(out.get(19_051_002)).toMatchObject({ text: 'V4a V5', title: null, partial: true });
    expect(out.get(19_051_002)?.sources.map((s) => s.verse)).toEqual([4, 5]);
  });

  it('skips empty source verses, so a KJV verse with nothing to show has no text', () => {
    expect(assembleAligned([row(19_051_003, 0, 5, '')]).get(19_051_003)?.text).toBe('');
  });
});
