/**
 * The reading plans we offer, each made of one or more tracks read side by side every day. A track's
 * scope is a list of book spans (1–66, KJV order) read in the order given; everything else about a plan
 * (its days and their readings) is computed from the KJV verse counts by `readingPlan`.
 */
export type ReadingPlanSlug = 'bible-year' | 'nt-90' | 'psalms-proverbs-month' | 'mcheyne-year';

export interface PlanTrackSpec {
  name: string;
  /** Inclusive [first, last] book numbers, read in this order. */
  books: readonly (readonly [number, number])[];
}

export interface ReadingPlanSpec {
  slug: ReadingPlanSlug;
  title: string;
  description: string;
  days: number;
  tracks: readonly PlanTrackSpec[];
}

const GENESIS = 1;
const SECOND_CHRONICLES = 14;
const EZRA = 15;
const PSALMS = 19;
const PROVERBS = 20;
const MALACHI = 39;
const MATTHEW = 40;
const JOHN = 43;
const ACTS = 44;
const REVELATION = 66;

/**
 * M'Cheyne's manner, with our own split: two Old Testament tracks (Genesis–2 Chronicles, then the Psalms
 * a second time in the autumn; Ezra–Malachi, whose Psalms come in the spring) and two New Testament
 * tracks (Matthew–Revelation; Acts–Revelation, then the Gospels), so the New Testament and the Psalms are
 * each read twice in the year and the two readings of a day are never the same chapters.
 */
const MCHEYNE_TRACKS: readonly PlanTrackSpec[] = [
  {
    name: 'Old Testament I',
    books: [
      [GENESIS, SECOND_CHRONICLES],
      [PSALMS, PSALMS],
    ],
  },
  { name: 'New Testament I', books: [[MATTHEW, REVELATION]] },
  { name: 'Old Testament II', books: [[EZRA, MALACHI]] },
  {
    name: 'New Testament II',
    books: [
      [ACTS, REVELATION],
      [MATTHEW, JOHN],
    ],
  },
];

export const READING_PLANS: readonly ReadingPlanSpec[] = [
  {
    slug: 'bible-year',
    title: 'The Bible in a year',
    description: 'Genesis to Revelation, every verse once, in canonical order.',
    days: 365,
    tracks: [{ name: 'Bible', books: [[GENESIS, REVELATION]] }],
  },
  {
    slug: 'nt-90',
    title: 'The New Testament in 90 days',
    description: 'Matthew to Revelation, about three chapters a day.',
    days: 90,
    tracks: [{ name: 'New Testament', books: [[MATTHEW, REVELATION]] }],
  },
  {
    slug: 'psalms-proverbs-month',
    title: 'Psalms and Proverbs in a month',
    description: 'All 150 Psalms, and a chapter of Proverbs for each day of the month.',
    days: 31,
    tracks: [
      { name: 'Psalms', books: [[PSALMS, PSALMS]] },
      { name: 'Proverbs', books: [[PROVERBS, PROVERBS]] },
    ],
  },
  {
    slug: 'mcheyne-year',
    title: "Four readings a day for a year, in M'Cheyne's manner",
    description:
      'Two Old and two New Testament readings a day: the Old Testament once, the New Testament and the Psalms twice.',
    days: 365,
    tracks: MCHEYNE_TRACKS,
  },
];

export const READING_PLAN_SLUGS = READING_PLANS.map((p) => p.slug);

export function findReadingPlan(slug: string): ReadingPlanSpec | undefined {
  return READING_PLANS.find((p) => p.slug === slug);
}
