import type { VerseRecord } from '@strongs/scripture';
import { RV1909_ERRATA, withStrongsErrata } from './rv1909-errata';

async function* records(...verses: VerseRecord[]): AsyncGenerator<VerseRecord> {
  yield* verses;
}
const collect = async (source: AsyncIterable<VerseRecord>) => {
  const out: VerseRecord[] = [];
  for await (const r of source) out.push(r);
  return out;
};

describe('the RV1909 errata', () => {
  const matthew = (): VerseRecord => ({
    book: 40,
    chapter: 23,
    verse: 25,
    text: 'están llenos de robo',
    tokens: [
      { text: 'están llenos', strongs: ['G1073'] },
      { text: ' ' },
      { text: 'de', strongs: ['G11537'] },
      { text: ' ' },
      { text: 'robo', strongs: ['G724'] },
    ],
  });

  it('reads G11537 on "de" in Matthew 23:25 as G1537, and leaves every other tag alone', async () => {
    const [verse] = await collect(withStrongsErrata(records(matthew()), RV1909_ERRATA));
    expect(verse.tokens.map((t) => t.strongs)).toEqual([
      ['G1073'],
      undefined,
      ['G1537'],
      undefined,
      ['G724'],
    ]);
  });

  it('fails the import when the file no longer has the slip it corrects', async () => {
    const fixed = matthew();
    fixed.tokens[2].strongs = ['G1537'];
    await expect(collect(withStrongsErrata(records(fixed), RV1909_ERRATA))).rejects.toThrow(
      /errata not found: G11537 on "de" at 40 23:25/,
    );
  });
});
