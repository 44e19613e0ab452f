import { topicSlug, uniqueSlugs } from './topic-slug';

describe('topic slugs', () => {
  it.each([
    ['LOVE', 'love'],
    ['ANGEL (A SPIRIT)', 'angel-a-spirit'],
    ["FULLER'S FIELD", 'fullers-field'],
    ['DIADEM. (R. V., MITRE)', 'diadem-r-v-mitre'],
    ['JESUS, THE CHRIST', 'jesus-the-christ'],
    ['ABEL-BETH-MAACHAH', 'abel-beth-maachah'],
  ])('%s is %s', (name, slug) => expect(topicSlug(name)).toBe(slug));

  it('numbers a repeated name in file order (the file has two SIN entries)', () => {
    const slugOf = uniqueSlugs();
    expect(['SIN', 'SINAI', 'SIN'].map(slugOf)).toEqual(['sin', 'sinai', 'sin-2']);
  });
});
