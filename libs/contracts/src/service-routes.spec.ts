import { ownerOf } from './service-routes';

describe('ownerOf', () => {
  it.each([
    ['/api/search-strongs', 'search'],
    ['/api/strongs/search-by-number/H7225', 'search'],
    ['/api/strongs/concordance/H7225', 'search'],
    ['/api/strongs/definition/H7225', 'lexicon'],
    ['/api/strongs/verse/1/1/1', 'lexicon'],
    ['/api/dictionary/search', 'lexicon'],
    ['/api/login', 'auth'],
    ['/api/me', 'auth'],
    ['/api/me/notes/12', 'auth'],
    ['/api/admin/import-status', 'importer'],
    ['/api/admin/reference-works/mhcc/rollback', 'importer'],
    ['/api/admin/users/7/disable', 'auth'],
    ['/api/admin/analytics/top', 'search'],
    ['/api/topics/by-verse/43/3/16', 'search'],
    ['/api/system-settings/categories', 'admin'],
  ])('sends %s to the %s service', (path, service) => {
    expect(ownerOf(path)).toBe(service);
  });

  it('does not confuse a longer path segment with a prefix', () => {
    expect(ownerOf('/api/bibleish')).toBe('admin');
    expect(ownerOf('/api/metadata')).toBe('admin');
    expect(ownerOf('/apix')).toBeUndefined();
  });
});
