import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { SearchResponse } from '@strongs/contracts';
import { resolveCorpusDir } from '@strongs/nest-common';
import { screenshot, settled, setUpWebSession } from './web-browser';

jest.setTimeout(180_000);

const web = setUpWebSession();

/** John 3:16-21 of an `english/*.tsv.gz` file, read here from the raw file (book, chapter, verse, text, heading). */
function rawJohn3(version: string): Map<number, string> {
  const rows = gunzipSync(readFileSync(join(resolveCorpusDir(), 'english', `${version}.tsv.gz`)))
    .toString('utf8')
    .split('\n');
  const verses = new Map<number, string>();
  for (const row of rows) {
    const [book, chapter, verse, text] = row.split('\t');
    if (book === 'John' && chapter === '3' && Number(verse) >= 16 && Number(verse) <= 21)
      verses.set(Number(verse), text.trim());
  }
  return verses;
}

describe('a chapter opened at a verse', () => {
  it.each([390, 1280])(
    'stays at the verse in a tab that showed another page before, at %i px',
    async (width) => {
      const page = await web.reopen(width);
      // The earlier page leaves its scroll position in the tab's session. The chapter's text arrives before
      // the reader's code here, as when a service worker serves that code: it was then scrolled back to
      // that position once the verse had been brought into view.
      await page.goto('/about');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const chapter = page.waitForResponse((r) => r.url().includes('/api/bible/chapter'));
      await page.route(/\/assets\/reader-page-[^/]*\.js$/, async (route) => {
        await chapter;
        await route.continue();
      });
      await page.goto('/bible/John/3/16');
      await page.getByText('For God so loved the world').waitFor();
      await settled(page);
      await page.waitForLoadState('networkidle');
      const verse = (await page.locator('#v16').boundingBox())!;
      expect(verse.y).toBeGreaterThanOrEqual(0);
      expect(verse.y + verse.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    },
  );
});

describe('the book and chapter picker', () => {
  it('goes from Genesis 1 to Psalms 23 in three clicks', async () => {
    const { page } = web;
    await page.goto('/bible/Genesis/1');
    await page.getByRole('heading', { level: 1, name: 'Genesis 1' }).waitFor();
    await page.getByRole('button', { name: 'Books and chapters' }).click();
    await page.getByRole('button', { name: 'Psalms', exact: true }).click();
    await page.getByRole('link', { name: 'Psalms 23', exact: true }).click();
    await page.waitForURL(/\/bible\/Psalms\/23$/);
    await page.getByRole('heading', { level: 1, name: 'Psalms 23' }).waitFor();
    await expect(page.locator('#v1').innerText()).resolves.toContain('The LORD is my shepherd');
    await expect(
      page.getByRole('button', { name: 'Books and chapters' }).getAttribute('aria-expanded'),
    ).resolves.toBe('false');
  });

  it('is reached from the header, and Esc closes it', async () => {
    const page = await web.reopen(390);
    await page.goto('/');
    // The header drawn while the first page's code loads is replaced by the layout's: use the menu once the page is there.
    await page.getByRole('tab', { name: 'Features' }).waitFor();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Read the Bible' }).click();
    await page.waitForURL(/\/bible$/);
    await page.getByRole('button', { name: 'John', exact: true }).click();
    await page.getByRole('link', { name: 'John 3', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'John 3' }).waitFor();
    const toggle = page.getByRole('button', { name: 'Books and chapters' });
    await toggle.click();
    await page.getByRole('button', { name: 'Genesis', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Genesis', exact: true }).waitFor({ state: 'detached' });
    await expect(toggle.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  });
});

describe('the compare view', () => {
  it('shows four texts of John 3:16-21 side by side, each verse as the corpus files have it', async () => {
    const { page } = web;
    await page.goto('/compare?ref=John+3:16-21&versions=kjv,web,asv,ylt');
    await page.getByRole('heading', { level: 1, name: 'Compare John 3:16-21' }).waitFor();
    const columns = page.locator('.compare-column');
    // The heading is there at once; the columns follow with the list of installed texts.
    await columns.nth(3).locator('.compare-heading').waitFor();
    await expect(columns.locator('.compare-heading').allInnerTexts()).resolves.toEqual([
      expect.stringMatching(/^KJV /),
      expect.stringMatching(/^WEB /),
      expect.stringMatching(/^ASV /),
      expect.stringMatching(/^YLT /),
    ]);
    for (const [index, version] of [
      [1, 'web'],
      [2, 'asv'],
      [3, 'ylt'],
    ] as const) {
      const column = columns.nth(index);
      await column.locator('[data-verse="3:21"]').waitFor();
      const shown = await column
        .locator('[data-verse]')
        .evaluateAll((rows) =>
          rows.map((r) => [
            r.getAttribute('data-verse'),
            r.querySelector('span:not(.verse-label)')?.textContent?.trim(),
          ]),
        );
      const raw = rawJohn3(version);
      expect(shown).toEqual([16, 17, 18, 19, 20, 21].map((v) => [`3:${v}`, raw.get(v)]));
    }
    const kjv = columns.nth(0).locator('[data-verse="3:16"]');
    await expect(kjv.innerText()).resolves.toContain('For God so loved the world');
  });

  it('keeps the columns on the same verse while one of them scrolls', async () => {
    const { page } = web;
    await page.goto('/compare?ref=John+3&versions=kjv,ylt,web');
    const panes = page.locator('.compare-pane');
    for (let i = 0; i < 3; i++) await panes.nth(i).locator('[data-verse="3:36"]').waitFor();
    await panes.nth(1).evaluate((pane) => {
      const row = pane.querySelector<HTMLElement>('[data-verse="3:20"]')!;
      pane.scrollTop = row.offsetTop;
    });
    const topVerse = (i: number) =>
      panes.nth(i).evaluate((pane) => {
        const rows = Array.from(pane.querySelectorAll<HTMLElement>('[data-verse]'));
        return rows.find((r) => r.offsetTop + r.offsetHeight > pane.scrollTop + 1)?.dataset.verse;
      });
    await page.waitForFunction(() => {
      const first = document.querySelector<HTMLElement>('.compare-pane');
      return first !== null && first.scrollTop > 0;
    });
    await expect(topVerse(0)).resolves.toBe('3:20');
    await expect(topVerse(2)).resolves.toBe('3:20');
  });

  it('is linked from the reader and from a reference search', async () => {
    const { page } = web;
    await page.goto('/bible/John/3/16');
    await page.getByRole('link', { name: 'Compare verse 16 in other translations' }).click();
    await page.waitForURL(/\/compare\?ref=John\+3%3A16&versions=kjv%2Cweb%2Casv%2Cylt$/);
    await page.locator('.compare-column').nth(3).locator('[data-verse="3:16"]').waitFor();

    await page.goto('/results?q=John%203%3A16-18&db=asv');
    await page.getByRole('link', { name: /^Compare “John 3:16-18” side by side/ }).click();
    await page.waitForURL(/versions=asv%2Ckjv%2Cweb%2Cylt$/);
    await page.getByRole('heading', { level: 1, name: 'Compare John 3:16-18' }).waitFor();
  });
});

describe('pages past the end', () => {
  it('answers the last page from the API and says so on /results', async () => {
    const { page } = web;
    const api = (await (
      await page.request.get('/api/search-strongs?q=love&page=99&perPage=30')
    ).json()) as SearchResponse;
    expect(api.totalPages).toBeGreaterThan(1);
    expect(api.currentPage).toBe(api.totalPages);
    expect(api.results).toHaveLength(api.totalResults - (api.totalPages - 1) * 30);

    await page.goto('/results?q=love&page=99');
    const first = (api.totalPages - 1) * 30 + 1;
    await page
      .getByText(
        `Showing ${first.toLocaleString('en-US')}-${api.totalResults.toLocaleString('en-US')} of ${api.totalResults.toLocaleString('en-US')} results`,
      )
      .waitFor();
    await page.getByText(`There is no page 99: showing page ${api.totalPages}, the last.`).waitFor();
    await page
      .getByText(`Browsing page ${api.totalPages} of ${api.totalPages} for search term “love”`)
      .waitFor();
  });

  it('clamps /strongs-results too', async () => {
    const { page } = web;
    const api = (await (
      await page.request.get('/api/search-strongs?q=G26&page=99&perPage=30')
    ).json()) as SearchResponse;
    expect(api.currentPage).toBe(api.totalPages);
    await page.goto('/strongs-results?q=G26&page=99');
    await page.getByText(new RegExp(`— page ${api.totalPages} of ${api.totalPages}$`)).waitFor();
    await page.getByText(`There is no page 99: showing page ${api.totalPages}, the last.`).waitFor();
    await expect(page.locator('.result-card').count()).resolves.toBe(api.results.length);
  });
});

describe('rough edges', () => {
  it('shows the searched text in the version menu', async () => {
    const { page } = web;
    await page.goto('/results?q=love&db=ylt');
    await page.locator('.result-card').first().waitFor();
    const select = page.getByLabel('Bible version', { exact: true });
    await expect(select.inputValue()).resolves.toBe('ylt');
    await expect(select.evaluate((s: HTMLSelectElement) => s.selectedOptions[0].textContent)).resolves.toBe(
      'YLT',
    );
  });

  it("labels the occurrence chart with the catalogue's abbreviations", async () => {
    const { page } = web;
    await page.goto('/dictionary/G26');
    await page.locator('.occurrence-chart svg').waitFor();
    const nt = await page.locator('.bar-label').allTextContents();
    expect(nt).toEqual(expect.arrayContaining(['Phil', 'Phm', 'Rev', '1 Cor']));
    expect(new Set(nt).size).toBe(nt.length);
    await page.goto('/dictionary/H7225');
    await page.locator('.occurrence-chart svg').waitFor();
    const ot = await page.locator('.bar-label').allTextContents();
    expect(ot).toEqual(expect.arrayContaining(['Gen', 'Lev', 'Num', 'Isa', 'Song']));
    expect(ot).not.toEqual(expect.arrayContaining(['Levi']));
    expect(new Set(ot).size).toBe(ot.length);
  });

  it('asks for the session without an error when there is none', async () => {
    const response = await web.page.request.get('/api/session');
    expect(response.status()).toBe(200);
    await expect(response.json()).resolves.toEqual({ authenticated: false });
    expect((await web.page.request.get('/api/user')).status()).toBe(401);
  });
});

describe('the subscription of an epistle', () => {
  it.each([1280, 390])(
    'prints after the last verse of Romans as a note, not as a heading before it, at %i px',
    async (width) => {
      const page = await web.reopen(width);
      await page.goto('/bible/Romans/16');
      await page.getByRole('heading', { level: 1, name: 'Romans 16' }).waitFor();
      const note = page.getByRole('note', { name: 'Subscription' });
      await expect(note.innerText()).resolves.toBe(
        'Written to the Romans from Corinthus, and sent by Phebe servant of the church at Cenchrea.',
      );
      await expect(page.getByRole('heading', { name: /Written to the Romans/ }).count()).resolves.toBe(0);
      const verse = (await page.locator('#v27').boundingBox())!;
      const box = (await note.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(verse.y + verse.height - 1);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await expect(note.evaluate((el) => getComputedStyle(el).fontStyle)).resolves.toBe('italic');
      await note.scrollIntoViewIfNeeded();
      await settled(page);
      await screenshot(page, 'romans-16-subscription');
    },
  );
});
