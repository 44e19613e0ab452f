import { findBook } from '../books/catalogue';
import { verseOrd } from '../books/verse-ord';
import { balanceDays, type ChapterPiece } from './balance-days';
import { READING_PLANS } from './plan-catalogue';
import { readingPlan, readingPlanFacts, type PlanPassage, type ReadingPlan } from './reading-plan';

/** Every verse of a passage, as ords, in order. */
function versesOf(p: PlanPassage): number[] {
  const ords: number[] = [];
  const counts = findBook(p.book)!.versesPerChapter;
  for (let chapter = p.chapter; chapter <= p.endChapter; chapter++) {
    const from = chapter === p.chapter ? p.verse : 1;
    const to = chapter === p.endChapter ? p.endVerse : counts[chapter - 1];
    for (let verse = from; verse <= to; verse++) ords.push(verseOrd(p.book, chapter, verse));
  }
  return ords;
}

/** The scope of a track written out independently of the generator: every verse of its books. */
function scopeVerses(books: readonly (readonly [number, number])[]): number[] {
  const ords: number[] = [];
  for (const [first, last] of books)
    for (let book = first; book <= last; book++)
      findBook(book)!.versesPerChapter.forEach((count, i) => {
        for (let verse = 1; verse <= count; verse++) ords.push(verseOrd(book, i + 1, verse));
      });
  return ords;
}

const plan = (slug: string): ReadingPlan => readingPlan(slug)!;
const labels = (slug: string, day: number) => plan(slug).schedule[day - 1].readings.map((r) => r.label);

/** The most a day's verses may differ from the track's daily mean, as a share of the mean. */
const TOLERANCE: Record<string, number> = {
  'bible-year': 0.4,
  'nt-90': 0.4,
  'psalms-proverbs-month': 0.4,
  'mcheyne-year': 0.6,
};

describe.each(READING_PLANS.map((p) => [p.slug, p] as const))('the %s plan', (slug, spec) => {
  it('has exactly its number of days, each with a reading on every track', () => {
    expect(plan(slug).schedule).toHaveLength(spec.days);
    plan(slug).schedule.forEach((day, i) => {
      expect(day.day).toBe(i + 1);
      expect(day.readings.map((r) => r.track)).toEqual(spec.tracks.map((t) => t.name));
      for (const reading of day.readings) expect(reading.passages.length).toBeGreaterThan(0);
    });
  });

  it.each(spec.tracks.map((t, i) => [t.name, i] as const))(
    'reads every verse of the %s track once, in order, never splitting a verse',
    (_name, t) => {
      const read = plan(slug).schedule.flatMap((day) => day.readings[t].passages.flatMap(versesOf));
      expect(read).toEqual(scopeVerses(spec.tracks[t].books));
      expect(plan(slug).trackVerses[t]).toBe(read.length);
      for (const day of plan(slug).schedule)
        expect(day.readings[t].verses).toBe(day.readings[t].passages.flatMap(versesOf).length);
    },
  );

  it.each(spec.tracks.map((t, i) => [t.name, i] as const))(
    'keeps every day of the %s track within the stated tolerance of the mean',
    (_name, t) => {
      const mean = plan(slug).trackVerses[t] / spec.days;
      for (const day of plan(slug).schedule)
        expect(Math.abs(day.readings[t].verses - mean) / mean).toBeLessThanOrEqual(TOLERANCE[slug]);
    },
  );

  it.each(spec.tracks.map((t, i) => [t.name, i] as const))(
    'starts a day inside a chapter of the %s track only when the chapter is long (1.5 × the mean or more)',
    (_name, t) => {
      const mean = plan(slug).trackVerses[t] / spec.days;
      for (const day of plan(slug).schedule)
        for (const p of day.readings[t].passages) {
          const counts = findBook(p.book)!.versesPerChapter;
          if (p.verse !== 1) expect(counts[p.chapter - 1]).toBeGreaterThanOrEqual(1.5 * mean);
          if (p.endVerse !== counts[p.endChapter - 1])
            expect(counts[p.endChapter - 1]).toBeGreaterThanOrEqual(1.5 * mean);
        }
    },
  );
});

describe('known days (the generator is deterministic)', () => {
  it('the Bible in a year: Genesis 1–3 first, Revelation 19–22 last, Psalm 119 over two days', () => {
    expect(labels('bible-year', 1)).toEqual(['Genesis 1–3']);
    expect(labels('bible-year', 2)).toEqual(['Genesis 4–6']);
    expect(labels('bible-year', 365)).toEqual(['Revelation 19–22']);
    const psalm119 = plan('bible-year')
      .schedule.flatMap((d) => d.readings[0].passages)
      .filter((p) => p.book === 19 && (p.chapter === 119 || p.endChapter === 119));
    expect(psalm119.map((p) => [p.chapter, p.verse, p.endChapter, p.endVerse])).toEqual([
      [119, 1, 119, 88],
      [119, 89, 119, 176],
    ]);
  });

  it('the New Testament in 90 days: Matthew 1–4 on day 1, Revelation 19–22 on day 90', () => {
    expect(labels('nt-90', 1)).toEqual(['Matthew 1–4']);
    expect(labels('nt-90', 2)).toEqual(['Matthew 5–6']);
    expect(labels('nt-90', 90)).toEqual(['Revelation 19–22']);
  });

  it('Psalms and Proverbs in a month: a chapter of Proverbs for each day of the month', () => {
    expect(labels('psalms-proverbs-month', 1)).toEqual(['Psalms 1–7', 'Proverbs 1']);
    for (let day = 1; day <= 31; day++)
      expect(labels('psalms-proverbs-month', day)[1]).toBe(`Proverbs ${day}`);
    expect(labels('psalms-proverbs-month', 31)[0]).toMatch(/^Psalms \d+–150$/);
  });

  it("M'Cheyne's manner: Genesis, Matthew, Ezra and Acts on the first day; the Psalms and the NT twice", () => {
    expect(labels('mcheyne-year', 1)).toEqual(['Genesis 1', 'Matthew 1', 'Ezra 1:1–2:35', 'Acts 1']);
    expect(labels('mcheyne-year', 365)).toEqual([
      'Psalms 148–150',
      'Revelation 22',
      'Malachi 3–4',
      'John 21',
    ]);
    const psalms = scopeVerses([[19, 19]]);
    const nt = scopeVerses([[40, 66]]);
    const trackVerses = (t: number) =>
      new Set(plan('mcheyne-year').schedule.flatMap((d) => d.readings[t].passages.flatMap(versesOf)));
    const [ot1, nt1, ot2, nt2] = [0, 1, 2, 3].map(trackVerses);
    for (const v of psalms) expect(ot1.has(v) && ot2.has(v)).toBe(true);
    for (const v of nt) expect(nt1.has(v) && nt2.has(v)).toBe(true);
    // Every Old Testament verse at least once.
    for (const v of scopeVerses([[1, 39]])) expect(ot1.has(v) || ot2.has(v)).toBe(true);
  });

  it('gives the same days on every call', () => {
    expect(readingPlan('nt-90')).toBe(readingPlan('nt-90'));
    expect(readingPlan('no-such-plan')).toBeUndefined();
  });
});

describe('balanceDays', () => {
  const chapters = (...sizes: number[]): ChapterPiece[] =>
    sizes.map((to, i) => ({ book: 1, chapter: i + 1, from: 1, to }));

  it('cuts whole chapters where the days come out most even', () => {
    const days = balanceDays(chapters(10, 10, 10, 10, 20), 3);
    expect(days.map((d) => d.map((c) => c.chapter))).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('reads a long chapter over several days in near-equal parts', () => {
    const days = balanceDays(chapters(10, 21, 9), 4);
    expect(days.map((d) => d.map((c) => [c.chapter, c.from, c.to]))).toEqual([
      [[1, 1, 10]],
      [[2, 1, 11]],
      [[2, 12, 21]],
      [[3, 1, 9]],
    ]);
  });

  it('refuses more days than verses', () => {
    expect(() => balanceDays(chapters(2), 3)).toThrow('Cannot read 2 verses in 3 days');
  });
});

describe("a plan's facts, as a reader sees them before starting it", () => {
  it.each(READING_PLANS.map((spec) => [spec.slug, spec] as const))(
    '%s: about the verses a day its generated days read on average',
    (_slug, spec) => {
      const plan = readingPlan(spec.slug)!;
      const read = plan.schedule.flatMap((d) => d.readings).reduce((sum, r) => sum + r.verses, 0);
      expect(readingPlanFacts(spec)).toMatchObject({
        days: spec.days,
        tracks: spec.tracks.map((t) => t.name),
        versesPerDay: Math.round(read / spec.days),
      });
    },
  );
});
