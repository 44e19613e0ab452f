import { parallelDefaultOf, siteNameOf } from './public-settings';
import { documentTitle } from './use-document-title';

describe('public settings as the web uses them', () => {
  it('takes the configured site name into titles and falls back to the built-in one', () => {
    expect(documentTitle(siteNameOf({ site_name: 'Concordance Online' }))).toBe(
      'Concordance Online Official Authoritative Original Text Repository',
    );
    expect(documentTitle(siteNameOf(undefined), 'Results for love')).toBe(
      "Results for love | Strong's Dictionary",
    );
    expect(siteNameOf({ site_name: '   ' })).toBe("Strong's Dictionary");
  });

  it('turns the parallel view on by default only when the setting is true', () => {
    expect(parallelDefaultOf({ parallel_default: true })).toBe(true);
    expect(parallelDefaultOf({ parallel_default: false })).toBe(false);
    expect(parallelDefaultOf(undefined)).toBe(false);
  });
});
