import type { Page } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import { describeViolations, screenshot, seriousViolations, setUpWebSession } from './web-browser';
import { freshName, freshPassword, overflowsSideways, registerByApi } from './web-accounts';

jest.setTimeout(300_000);

const web = setUpWebSession({ pagePerTest: false });

const JOHN_3_16 = { book: 43, chapter: 3, verse: 16 };
const NOTE = 'For God so loved\n# not a heading\n```\nstill the note';

/** A reader's items, added through the API with the page's own session. */
async function keep(p: Page, kind: string, item: object): Promise<void> {
  const res = await p.request.post(`/api/me/${kind}`, { data: item, headers: { Origin: web.stack.baseUrl } });
  expect(res.status()).toBe(201);
}

/** The site's dark palette, chosen as the header's Dark would (read before the first paint). */
const darkTheme = (p: Page) => p.evaluate(() => localStorage.setItem('strongs.theme', 'dark'));

describe('Personal study beyond the reader, in Chromium', () => {
  const open = (width?: number) => web.openPage(width);

  it.each([1280, 390])(
    'at %i px search results and the comparison show the highlight colour, named, and the note marker, light and dark',
    async (width) => {
      const page = await open(width);
      await registerByApi(page, web.stack.baseUrl, freshName('priscilla'), freshPassword());
      await keep(page, 'highlights', { ...JOHN_3_16, colour: 'yellow' });
      await keep(page, 'notes', { ...JOHN_3_16, body: NOTE });
      await keep(page, 'highlights', { ...JOHN_3_16, verse: 17, colour: 'blue' });

      await page.goto('/results?q=John+3%3A16-18&db=kjv');
      const card = (title: string) =>
        page.locator('article.result-card', { has: page.getByRole('heading', { name: title }) });
      await card('John 3:16').locator('.result-content.study-hl-yellow').waitFor();
      await card('John 3:16').getByText('Highlighted yellow').waitFor({ state: 'attached' });
      await card('John 3:17').locator('.result-content.study-hl-blue').waitFor();
      expect(await card('John 3:18').locator('[class*="study-hl-"]').count()).toBe(0);
      const noteLink = card('John 3:16').getByRole('link', { name: 'Open the note on John 3:16' });
      expect(await noteLink.getAttribute('href')).toMatch(/^\/bible\/John\/3\/16$/i);
      expect(
        await card('John 3:17')
          .getByRole('link', { name: /Open the note/ })
          .count(),
      ).toBe(0);
      expect(await overflowsSideways(page)).toBe(false);
      expect(describeViolations(await seriousViolations(page))).toBe('');
      await screenshot(page, 'study-marks-results');

      await page.goto('/compare?ref=John+3%3A16-18&versions=kjv,web');
      await page.locator('.compare-verse.study-hl-yellow[data-verse="3:16"]').nth(1).waitFor();
      expect(await page.locator('.compare-verse.study-hl-blue[data-verse="3:17"]').count()).toBe(2);
      expect(await page.locator('.compare-verse[data-verse="3:18"][class*="study-hl-"]').count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Open the note on John 3:16' }).count()).toBe(2);
      expect(await overflowsSideways(page)).toBe(false);
      expect(describeViolations(await seriousViolations(page))).toBe('');
      await screenshot(page, 'study-marks-compare');

      // Dark mode: the same colours as deep tints under the light ink, still readable (axe's contrast rule).
      await darkTheme(page);
      await page.reload();
      await page.locator('.compare-verse.study-hl-yellow[data-verse="3:16"]').first().waitFor();
      expect(describeViolations(await seriousViolations(page))).toBe('');
      await screenshot(page, 'study-marks-compare-dark');
      await page.goto('/results?q=John+3%3A16-18&db=kjv');
      await card('John 3:16').locator('.result-content.study-hl-yellow').waitFor();
      expect(describeViolations(await seriousViolations(page))).toBe('');
      await screenshot(page, 'study-marks-results-dark');

      // The marker opens the verse in the reader, where the note is.
      await card('John 3:16').getByRole('link', { name: 'Open the note on John 3:16' }).click();
      await page.getByRole('group', { name: 'Study John 3:16' }).getByText('still the note').waitFor();
    },
  );

  it("shows a visitor's own highlights on search results too (kept in this browser)", async () => {
    const page = await open(1280);
    await page.goto('/bible/John/3/16');
    await page
      .getByRole('group', { name: 'Study John 3:16' })
      .getByRole('button', { name: 'Highlight pink' })
      .click();
    await page.locator('#v16.study-hl-pink').waitFor();
    await page.goto('/results?q=John+3%3A16&db=kjv');
    await page.locator('.result-content.study-hl-pink').waitFor();
    await page.getByText('Highlighted pink').waitFor({ state: 'attached' });
  });

  it.each([1280, 390])('at %i px My study downloads everything as a Markdown file to read', async (width) => {
    const page = await open(width);
    await registerByApi(page, web.stack.baseUrl, freshName('tabitha'), freshPassword());
    await keep(page, 'notes', { ...JOHN_3_16, body: NOTE });
    await keep(page, 'bookmarks', { ...JOHN_3_16, label: 'Gospel in a verse', folder: 'John' });
    await page.goto('/study');
    const link = page.getByRole('link', { name: 'Download as Markdown' });
    await link.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^my-study-\d{4}-\d\d-\d\d\.md$/);
    const text = await readFile((await download.path()) as string, 'utf8');
    expect(text).toContain('#### John 3:16\n\n````text\n' + NOTE + '\n````');
    expect(text).toContain('### John\n\n- John 3:16: Gospel in a verse');
    expect(await overflowsSideways(page)).toBe(false);
    expect(describeViolations(await seriousViolations(page))).toBe('');
    await screenshot(page, 'study-markdown-export');
  });

  it.each([1280, 390])(
    'at %i px the account page shows the address not verified, and /verify-email explains a bad link',
    async (width) => {
      const page = await open(width);
      const created = await page.request.post('/api/register', {
        data: {
          username: freshName('lois'),
          password: freshPassword(),
          email: `${freshName('lois')}@example.org`,
        },
        headers: { Origin: web.stack.baseUrl },
      });
      expect(created.status()).toBe(201);
      await page.goto('/account');
      const section = page.getByRole('region', { name: 'E-mail address' });
      await section.getByText('Not verified').waitFor();
      // The link from registration went out a moment ago: another one must wait.
      await section.getByRole('button', { name: 'Resend link' }).click();
      await section
        .getByRole('alert')
        .getByText(/^We sent a link less than a minute ago: wait \d+ seconds/)
        .waitFor();
      expect(await overflowsSideways(page)).toBe(false);
      expect(describeViolations(await seriousViolations(page))).toBe('');
      await screenshot(page, 'account-email');

      await page.goto(`/verify-email?token=${'A'.repeat(43)}`);
      await page.getByRole('button', { name: 'Verify my address' }).click();
      await page.getByRole('alert').getByText('This verification link is not valid').waitFor();
      expect(await overflowsSideways(page)).toBe(false);
      expect(describeViolations(await seriousViolations(page))).toBe('');
      await screenshot(page, 'verify-email');
    },
  );
});
