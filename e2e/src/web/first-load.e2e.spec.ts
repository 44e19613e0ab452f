import { setUpWebSession } from './web-browser';

jest.setTimeout(120_000);

const web = setUpWebSession();

/**
 * The head script (web/vite-plugins/route-preload.ts) asks for a page's chunks and first API answer as the page
 * starts; the app must then use that answer, not ask for it again (its address built the same way). Nor may
 * anything else be asked twice while the page settles: a part drawn while the page loads and drawn again when
 * it has loaded (the header, the reader's side column) would otherwise cancel its request and send it again.
 */
describe('a page opened afresh', () => {
  it.each([
    ['/results?q=love', '/api/search-strongs?q=love&db=DB1&page=1', 'results-page-'],
    ['/results?version=web&q=light&page=2', '/api/search-strongs?q=light&db=web&page=2', 'results-page-'],
    ['/bible/John/3/16?version=WEB', '/api/bible/chapter/John/3/web', 'reader-page-'],
    ['/dictionary/H7225', '/api/dictionary/H7225', 'entry-page-'],
    ['/strongs/G26', '/api/dictionary/G26', 'entry-page-'],
  ])('%s asks for its chunk and its first answer once, as it starts', async (path, answer, chunk) => {
    const { page } = web;
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'GET') asked.push(new URL(r.url()).pathname + new URL(r.url()).search);
    });
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(asked.filter((u) => u === answer)).toHaveLength(1);
    const api = asked.filter((u) => u.startsWith('/api/'));
    expect(api.filter((u, i) => api.indexOf(u) !== i)).toEqual([]);
    await expect(
      page.evaluate(() => (window as { __strongsEarlyAnswer?: unknown }).__strongsEarlyAnswer ?? null),
    ).resolves.toBeNull();
    const hinted = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (l) => l.href),
    );
    expect(hinted.some((href) => href.includes(`/assets/${chunk}`))).toBe(true);
  });

  it.each([
    [
      '/results?q=H1254%20morph:qal,perfect',
      '/api/search-strongs?q=H1254+morph%3Aqal%2Cperfect&db=DB1&page=1',
      'results-page-',
      'KJV has no original words to parse',
    ],
    ['/dictionary/H9999', '/api/dictionary/H9999', 'entry-page-', 'Dictionary Entry Not Found'],
  ])(
    '%s shows the refusal its loader met, without asking again as the page mounts',
    async (path, answer, chunk, refusal) => {
      const { page } = web;
      const asked: string[] = [];
      const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;
      page.on('request', (r) => void asked.push(pathOf(r.url())));
      // The page's code arrives after the refusal, as on a slow network: the page mounts on a failed query.
      const refused = page.waitForResponse((r) => pathOf(r.url()) === answer);
      await page.route(`**/assets/${chunk}*.js`, async (route) => {
        await refused;
        await route.continue();
      });
      await page.goto(path);
      await page.getByText(refusal).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(asked.filter((u) => u === answer)).toHaveLength(1);
    },
  );
});
