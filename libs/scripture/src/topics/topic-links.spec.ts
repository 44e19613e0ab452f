import { topicLinkResolver } from './topic-links';

describe('topicLinkResolver', () => {
  const resolve = topicLinkResolver([
    { name: 'ANGEL (A SPIRIT)', slug: 'angel-a-spirit' },
    { name: 'GOD', slug: 'god' },
    { name: 'HORSE', slug: 'horse' },
    { name: 'FEAR OF GOD', slug: 'fear-of-god' },
    { name: 'SIN', slug: 'sin' },
    { name: 'SIN', slug: 'sin-2' },
    { name: 'JESUS, THE CHRIST', slug: 'jesus-the-christ' },
    { name: 'AFFLICTIONS AND ADVERSITIES', slug: 'afflictions-and-adversities' },
  ]);

  it.each([
    ['FEAR OF GOD', 'fear-of-god'],
    ['SIN', 'sin'],
    ['ANGEL', 'angel-a-spirit'],
    ['HORSES', 'horse'],
    ['GOD, NAME OF', 'god'],
    ['JESUS', 'jesus-the-christ'],
    ['AFFLICTION', 'afflictions-and-adversities'],
    ['BRASS ', null],
    ['LOVE OF MAN FOR GOD', null],
  ])('finds %s at %s', (target, slug) => expect(resolve(target)).toBe(slug));
});
