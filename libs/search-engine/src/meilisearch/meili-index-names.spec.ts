import { buildIndexUid, liveIndexUid } from './meili-index-names';

describe('Meilisearch index names', () => {
  it('gives each version an index of its own, with a valid uid whatever the code', () => {
    expect(liveIndexUid('verses', 'kjv')).toBe('verses_kjv');
    expect(liveIndexUid('verses', 'web-2020')).toBe('verses_web-2d2020');
    expect(liveIndexUid('verses', 'a_b')).toMatch(/^verses_[a-zA-Z0-9-]+$/);
    expect(liveIndexUid('verses', 'a.b')).not.toBe(liveIndexUid('verses', 'a_b'));
  });

  it('builds every re-index into a fresh index beside the live one', () => {
    const a = buildIndexUid('verses_kjv');
    expect(a).toMatch(/^verses_kjv_build_[0-9a-f]{12}$/);
    expect(buildIndexUid('verses_kjv')).not.toBe(a);
  });
});
