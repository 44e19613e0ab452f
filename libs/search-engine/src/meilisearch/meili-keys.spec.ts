import { DEFAULT_MEILI_SCOPE, keyUid, meiliKeySpecs } from './meili-keys';

describe('Meilisearch keys', () => {
  it('derives one UUID v4-shaped uid per key spec, so processes starting together share a key', () => {
    const { search, admin } = meiliKeySpecs(DEFAULT_MEILI_SCOPE);
    const uid = keyUid(search);
    expect(uid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keyUid(meiliKeySpecs({ ...DEFAULT_MEILI_SCOPE }).search)).toBe(uid);
    expect(keyUid(admin)).not.toBe(uid);
  });

  it('gives a key of other rights another uid, since Meilisearch cannot change the rights of a key', () => {
    const { search } = meiliKeySpecs(DEFAULT_MEILI_SCOPE);
    expect(keyUid({ ...search, actions: ['search', 'documents.get'] })).not.toBe(keyUid(search));
    expect(keyUid(meiliKeySpecs({ ...DEFAULT_MEILI_SCOPE, versePrefix: 'verses_test_1' }).search)).not.toBe(
      keyUid(search),
    );
  });

  it('gives the search key only search, and neither key more than the verse and lexicon indexes with their build indexes', () => {
    const { search, admin } = meiliKeySpecs(DEFAULT_MEILI_SCOPE);
    expect(search.actions).toEqual(['search']);
    expect(search.indexes).toEqual(['verses_*', 'lexicon', 'lexicon_*']);
    expect(admin.indexes).toEqual(search.indexes);
    expect(admin.actions).toEqual(
      expect.arrayContaining(['indexes.swap', 'documents.add', 'settings.update', 'tasks.get']),
    );
    expect(admin.actions).not.toContain('*');
    expect(admin.actions.some((a) => a.startsWith('keys.'))).toBe(false);
  });
});
