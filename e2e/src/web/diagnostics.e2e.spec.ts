import { setUpWebSession } from './web-browser';

jest.setTimeout(300_000);

const web = setUpWebSession();

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${web.stack.baseUrl}${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

const format = (n: number) => new Intl.NumberFormat('en-US').format(n);

describe('diagnostic pages with live data', () => {
  it('/genesis-test lists Genesis 12:1-3 from the rstne slot and live database totals', async () => {
    const versions = await api<{ installed: boolean; verseCount: number }[]>(
      '/api/bible/versions?details=true',
    );
    const total = versions.filter((v) => v.installed).reduce((n, v) => n + v.verseCount, 0);
    await web.page.goto('/genesis-test');
    await web.page.getByRole('heading', { name: 'RSTNE Genesis 12:1-3 Test Results', level: 1 }).waitFor();
    const items = web.page.locator('.dx-verse-list li');
    await items.nth(2).waitFor();
    await expect(items.count()).resolves.toBe(3);
    const first = await items.first().innerText();
    expect(first).toMatch(/12:1/);
    expect(first).not.toMatch(/^Genesis/);
    await expect(web.page.getByTestId('total-verses').innerText()).resolves.toBe(format(total));
    expect(total).toBeGreaterThan(0);
    await web.page
      .getByTestId('rstne-books')
      .filter({ hasText: /^\d+ of 66$/ })
      .waitFor();
    await web.page.getByText('Preserved', { exact: true }).waitFor();
  });

  it('/genesis-test shows the error text when the API fails', async () => {
    await web.page.route('**/api/rstne/search**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Failed to fetch verses' }),
      }),
    );
    await web.page.goto('/genesis-test');
    await web.page.getByText('Error: Failed to fetch verses').waitFor();
  });

  it('reports a page that failed to load to the ADMIN BOT, which accepts the report', async () => {
    // A chunk the server no longer has (a deploy between two visits): the route's error element reports it.
    await web.page.route(/\/assets\/plans-page-[^/]+\.js$/, (route) =>
      route.fulfill({ status: 404, body: '' }),
    );
    const report = web.page.waitForRequest((r) => new URL(r.url()).pathname === '/api/errors');
    await web.page.goto('/plans');
    await web.page.getByText('Something went wrong').waitFor();
    const sent = await report;
    expect(Object.keys(sent.postDataJSON()).sort()).toEqual(['message', 'stack', 'url']);
    expect(sent.postDataJSON().url).toBe(`${web.stack.baseUrl}/plans`);
    expect((await sent.response())?.status()).toBe(202);
  });

  it('/strongs-test switches verses, toggles numbers and shows three columns', async () => {
    await web.page.goto('/strongs-test');
    await web.page.getByRole('tab', { name: 'Toggle Component', selected: true }).waitFor();
    const verse = web.page.getByTestId('tagged-verse');
    await verse.locator('.strongs-sup').filter({ hasText: 'H7225' }).waitFor();
    await web.page.getByRole('switch', { name: "Show Strong's numbers" }).uncheck();
    await expect(verse.locator('.strongs-sup').count()).resolves.toBe(0);
    await web.page.getByRole('switch', { name: "Show Strong's numbers" }).check();

    await web.page.getByRole('button', { name: 'Genesis 2:7' }).click();
    await web.page.getByRole('heading', { name: 'Genesis 2:7 (KJV)' }).waitFor();
    await verse.filter({ hasText: 'dust' }).waitFor();
    await verse
      .getByRole('button', { name: /^Strong's H3068/ })
      .first()
      .click();
    await web.page.getByRole('dialog', { name: "Strong's H3068" }).waitFor();
    await web.page.keyboard.press('Escape');

    await web.page.getByRole('button', { name: 'Genesis 5:1' }).click();
    await web.page.getByRole('tab', { name: 'Three-Column Dialog' }).click();
    const columns = web.page.locator('.reconcile-columns section');
    await columns.first().locator('.hebrew-text').waitFor();
    await columns.nth(1).filter({ hasText: 'generations of Adam' }).waitFor();
    await web.page.getByText('Loading RSTNE verse...').waitFor({ state: 'detached' });
    await expect(columns.nth(2).innerText()).resolves.toMatch(/Elohim/);
    await web.page.getByRole('button', { name: 'Open the reconciliation dialog' }).click();
    await web.page.getByRole('dialog', { name: 'Reconciliation: Genesis 5:1' }).waitFor();
  });

  it('/parallel-toggle-test shows the RSTNE column only when the toggle is on', async () => {
    await web.page.goto('/parallel-toggle-test');
    await web.page.getByText('For God so loved the world').waitFor();
    await expect(web.page.getByRole('region', { name: 'RSTNE' }).count()).resolves.toBe(0);
    await web.page.getByRole('switch', { name: 'Parallel view' }).click();
    await web.page.getByRole('region', { name: 'RSTNE' }).filter({ hasText: 'Elohim' }).waitFor();
    await web.page.getByLabel('Reference').fill('Genesis 1:1');
    await web.page.getByRole('button', { name: 'Show' }).click();
    await web.page.getByText('In the beginning God created').waitFor();
  });

  it('/mockup-preview shows real counts, numbers, pagination and the parallel view', async () => {
    const search = await api<{ totalResults: number; totalPages: number }>(
      '/api/search-strongs?q=beginning&db=kjv&page=1&perPage=30',
    );
    expect(search.totalResults).toBeGreaterThan(0);
    await web.page.goto('/mockup-preview');
    const frame = web.page.getByRole('region', { name: 'Search screen mock-up' });
    await frame
      .getByText(`Results for "beginning" in KJV (${format(search.totalResults)} matches)`)
      .waitFor();
    await expect(frame.evaluate((el) => el.getBoundingClientRect().height)).resolves.toBe(900 - 64);
    await frame.locator('.strongs-sup').filter({ hasText: 'H7225' }).first().waitFor();
    await frame.getByText(`Page 1 of ${search.totalPages}`).waitFor();
    await expect(frame.getByRole('button', { name: 'Previous' }).isDisabled()).resolves.toBe(true);
    await frame.getByRole('heading', { name: 'Featured Resources' }).waitFor();
    await frame.getByRole('button', { name: 'Copy Genesis 1:1' }).waitFor();

    await frame.getByRole('button', { name: 'Show Parallel View' }).click();
    await frame.getByRole('button', { name: 'Show Regular View' }).waitFor();
    const rstne = frame.getByRole('region', { name: /^RSTNE/ });
    await rstne.locator('.verse-text').nth(2).waitFor();
    await expect(rstne.getByRole('heading').innerText()).resolves.toMatch(/^RSTNE · Genesis-\S+ 1:1-3$/);
    await expect(rstne.innerText()).resolves.toMatch(/Elohim/);
    await frame.getByRole('region', { name: /^KJV/ }).getByText('In the beginning God created').waitFor();
  });

  it("/sample shows live sample results and the Strong's switch", async () => {
    await web.page.goto('/sample');
    await web.page.getByPlaceholder('Enter a word, phrase, or reference...').waitFor();
    const first = web.page.locator('.dx-sample-results li').first();
    await first.waitFor();
    await expect(first.locator('.strongs-sup').count()).resolves.toBe(0);
    await web.page.getByRole('switch', { name: "Show Strong's Numbers" }).check();
    await first.locator('.strongs-sup').first().waitFor();
    await web.page.getByRole('link', { name: 'Learn Hebrew' }).waitFor();
  });

  it('/pages/:slug shows a clear not-found page while no page is published', async () => {
    await web.page.goto('/pages/about-us');
    await web.page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    await expect(web.page.title()).resolves.toBe("Page not found | Strong's Dictionary");
  });

  it("/pages/:slug shows a published page's HTML without its scripts and handlers", async () => {
    await web.page.route('**/api/pages/welcome', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          title: 'Welcome',
          content:
            '<p>Hello <b>reader</b></p><script>window.hacked=1</script><img src=x onerror="window.hacked=1">',
        }),
      }),
    );
    await web.page.goto('/pages/welcome');
    await web.page.getByRole('heading', { name: 'Welcome', level: 1 }).waitFor();
    await web.page.getByText('Hello reader').waitFor();
    await expect(
      web.page.evaluate(() => (window as unknown as { hacked?: number }).hacked),
    ).resolves.toBeUndefined();
    await expect(web.page.locator('main b', { hasText: 'reader' }).count()).resolves.toBe(1);
    await expect(web.page.locator('main script, main [onerror]').count()).resolves.toBe(0);
  });
});
