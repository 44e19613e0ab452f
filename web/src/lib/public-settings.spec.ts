import { pageSizeOf, parallelDefaultOf, siteNameOf } from './public-settings';
import { documentTitle } from './use-document-title';

describe('public settings as the web uses them', () => {
  it('takes the configured site name into titles and falls back to the built-in one', () => {
    expect(documentTitle(siteNameOf({ site_name: 'Concordance Online' }))).toBe('Concordance Online Official Authoritative Original Text Repository');
    expect(documentTitle(siteNameOf(undefined), 'Results for love')).toBe("Results for love | Strong's Dictionary");
    expect(siteNameOf({ site_name: '   ' })).toBe("Strong's Dictionary");
  });

  it('uses results_per_page only when it is a whole number the search accepts', () => {
    expect(pageSizeOf({ results_per_page: 20 }, 30)).toBe(20);
    expect(pageSizeOf({ results_per_page: 0 }, 30)).toBe(30);
    expect(pageSizeOf({ results_per_page: 2.5 }, 30)).toBe(30);
    expect(pageSizeOf({ results_per_page: 1000 }, 30)).toBe(30);
    expect(pageSizeOf({ results_per_page: '20' }, 30)).toBe(30);
    expect(pageSizeOf(undefined, 30)).toBe(30);
  });

  it('turns the parallel view on by default only when the setting is true', () => {
    expect(parallelDefaultOf({ parallel_default: true })).toBe(true);
    expect(parallelDefaultOf({ parallel_default: false })).toBe(false);
    expect(parallelDefaultOf(undefined)).toBe(false);
  });
});
