import { keyUid, meiliKeySpecs } from './meili-keys';

describe('Meilisearch keys', () => {
  it('derives one UUID v4-shaped uid per key name, so processes starting together share a key', () => {
    const uid = keyUid('strongs-search:verses');
    expect(uid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keyUid('strongs-search:verses')).toBe(uid);
    expect(keyUid('strongs-admin:verses')).not.toBe(uid);
  });

  it('gives the search key only search, and neither key more than the verse indexes', () => {
    const { search, admin } = meiliKeySpecs('verses');
    expect(search.actions).toEqual(['search']);
    expect(search.indexes).toEqual(['verses_*']);
    expect(admin.indexes).toEqual(['verses_*']);
    expect(admin.actions).toEqual(expect.arrayContaining(['indexes.swap', 'documents.add', 'settings.update', 'tasks.get']));
    expect(admin.actions).not.toContain('*');
    expect(admin.actions.some((a) => a.startsWith('keys.'))).toBe(false);
  });
});
