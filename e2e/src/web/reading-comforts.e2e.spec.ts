import type { Page } from 'playwright-core';
import { describeViolations, screenshot, seriousViolations, settled, setUpWebSession } from './web-browser';

jest.setTimeout(180_000);

const web = setUpWebSession();

const PAGES = [
  { name: 'reader', path: '/bible/John/3', ready: (page: Page) => page.locator('#v16').waitFor() },
  {
    // The verse's cross references, commentaries and topics beside it.
    name: 'reader beside John 3:16',
    path: '/bible/John/3/16',
    ready: (page: Page) => page.locator('.beside-verse .topic-matches, .beside-verse li').first().waitFor(),
  },
  {
    name: 'results',
    path: '/results?q=love&db=kjv',
    ready: (page: Page) => page.locator('.result-card').first().waitFor(),
  },
  {
    name: 'entry',
    path: '/dictionary/H7225',
    ready: (page: Page) => page.getByRole('heading', { name: 'KJV Translations' }).waitFor(),
  },
] as const;

/** The relative luminance of a computed CSS colour ('rgb(27, 34, 44)'). */
async function luminance(
  page: Page,
  selector: string,
  property: 'backgroundColor' | 'color',
): Promise<number> {
  const colour = await page
    .locator(selector)
    .first()
    .evaluate((el, p) => getComputedStyle(el)[p], property);
  const [r, g, b] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => {
    const s = Number(c) / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

describe.each([1280, 390])('at %i px', (width) => {
  it.each(PAGES.map((p) => [p.name, p] as const))(
    'the %s follows a dark system setting: dark page and cards, light text, no serious axe violation',
    async (name, { path, ready }) => {
      const page = await web.reopen(width);
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto(path);
      await ready(page);
      await settled(page);
      await expect(theme(page)).resolves.toBe('dark');
      await expect(page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).resolves.toBe(
        'dark',
      );
      expect(await luminance(page, 'html', 'backgroundColor')).toBeLessThan(0.05);
      expect(await luminance(page, '.card, .result-card', 'backgroundColor')).toBeLessThan(0.05);
      expect(await luminance(page, 'main h1, main h2', 'color')).toBeGreaterThan(0.6);
      await screenshot(page, `comforts-dark-${name}`);
      const violations = await seriousViolations(page);
      if (violations.length) throw new Error(describeViolations(violations));
    },
  );

  it('keeps the Dark choice across a reload, set before the page draws anything', async () => {
    const page = await web.reopen(width);
    await page.emulateMedia({ colorScheme: 'light' });
    // The theme when <body> first appears: before the app's scripts, so a dark page never flashes light.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        (window as unknown as { themeAtBody?: string }).themeAtBody = document.documentElement.dataset.theme;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/bible/John/3');
    await page.locator('#v16').waitFor();
    await expect(theme(page)).resolves.toBe('light');
    if (width < 768) await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByLabel('Theme').selectOption('dark');
    await expect(theme(page)).resolves.toBe('dark');
    await page.reload();
    await page.locator('#v16').waitFor();
    await expect(
      page.evaluate(() => (window as unknown as { themeAtBody?: string }).themeAtBody),
    ).resolves.toBe('dark');
    if (width < 768) await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByLabel('Theme').inputValue()).resolves.toBe('dark');
    // System again: the page follows the system's light setting.
    await page.getByLabel('Theme').selectOption('system');
    await expect(theme(page)).resolves.toBe('light');
  });

  it('prints a chapter as its text, reference and licence line, without header, menus or side panel', async () => {
    const page = await web.reopen(width);
    await page.goto('/bible/John/3');
    await page.locator('#v16').waitFor();
    await page.getByRole('heading', { name: 'Cross references' }).waitFor();
    await page.locator('.credit-line').waitFor();
    await page.emulateMedia({ media: 'print' });
    for (const hidden of [
      '.site-header',
      '#main-nav',
      '.reader-layout > :not(.reader-text)',
      '.chapter-nav',
      '.reader-controls',
      '.site-footer',
    ])
      await expect(page.locator(hidden).first().isVisible()).resolves.toBe(false);
    await expect(page.getByRole('heading', { level: 1, name: 'John 3' }).isVisible()).resolves.toBe(true);
    await expect(page.locator('#v16').isVisible()).resolves.toBe(true);
    await expect(page.locator('.credit-line').innerText()).resolves.toMatch(
      /King James Version.*Public Domain/i,
    );
    await screenshot(page, 'comforts-print-reader');
  });

  it('prints a results page as its verses with references, version and licence line only', async () => {
    const page = await web.reopen(width);
    await page.goto('/results?q=love&db=kjv');
    await page.locator('.result-card').first().waitFor();
    await page.locator('.credit-line').waitFor();
    await page.emulateMedia({ media: 'print' });
    for (const hidden of ['.site-header', '.search-form', '.result-actions', '.pagination', '.site-footer'])
      await expect(page.locator(hidden).first().isVisible()).resolves.toBe(false);
    await expect(page.locator('.result-title').first().isVisible()).resolves.toBe(true);
    await expect(page.locator('.result-card .version-tag').first().innerText()).resolves.toBe('KJV');
    await expect(page.locator('.credit-line').isVisible()).resolves.toBe(true);
  });
});

describe('keyboard shortcuts', () => {
  it('n and p turn the chapter, ] and [ too, and none fires with Ctrl held', async () => {
    const { page } = web;
    // John's chapter shown with its data: its own heading, and the link back to the chapter before it.
    const shown = async (chapter: number) => {
      await page.getByRole('heading', { level: 1, name: `John ${chapter}` }).waitFor();
      await page.locator(`.chapter-nav a[rel="prev"][href="/bible/John/${chapter - 1}"]`).waitFor();
    };
    await page.goto('/bible/John/3');
    await shown(3);
    await page.keyboard.press('n');
    await shown(4);
    await page.keyboard.press('p');
    await shown(3);
    await page.keyboard.press(']');
    await shown(4);
    await page.keyboard.press('[');
    await shown(3);
    await page.keyboard.press('Control+n');
    await page.keyboard.press('?');
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
    expect(page.url()).toMatch(/\/bible\/John\/3$/);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it('/ goes to the search box, and keys typed there are words, not shortcuts', async () => {
    const { page } = web;
    await page.goto('/results?q=love&db=kjv');
    await page.locator('.result-card').first().waitFor();
    await page.keyboard.press('/');
    const box = page.getByRole('searchbox').or(page.locator('form[role="search"] input')).first();
    await expect(box.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    // The words searched are selected, so typing starts a new search.
    await page.keyboard.type('pn?');
    await expect(box.inputValue()).resolves.toBe('pn?');
    expect(page.url()).toContain('q=love&db=kjv');
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
  });

  it('/ in the reader, which has no search box, opens the home page with its search box focused', async () => {
    const { page } = web;
    await page.goto('/bible/John/3');
    await page.locator('#v16').waitFor();
    await page.keyboard.press('/');
    await page.waitForURL((url) => url.pathname === '/');
    await page.waitForFunction(() => document.activeElement?.matches('form[role="search"] input'));
  });
});

describe('original-language text', () => {
  it.each([1280, 390])(
    'draws the WLC in the self-hosted Hebrew face, and its result lines right to left (%i px)',
    async (width) => {
      const page = await web.reopen(width);
      await page.goto('/bible/Genesis/1?version=wlc');
      const text = page.locator('.chapter-text');
      await text.waitFor();
      await settled(page);
      await expect(text.evaluate((el) => getComputedStyle(el).fontFamily)).resolves.toMatch(
        /^"Noto Serif Hebrew Variable"/,
      );
      await expect(
        page.evaluate(() => {
          let loaded = false;
          document.fonts.forEach((f) => {
            if (f.family === 'Noto Serif Hebrew Variable' && f.status === 'loaded') loaded = true;
          });
          return loaded;
        }),
      ).resolves.toBe(true);
      await expect(
        page.evaluate(() => document.fonts.check('22px "Noto Serif Hebrew Variable"', 'בְּרֵאשִׁ֖ית')),
      ).resolves.toBe(true);

      await page.goto(`/results?q=${encodeURIComponent('בראשית')}&db=wlc`);
      const card = page.locator('.result-card').first();
      await card.waitFor();
      // Marked once the catalogue (asked for with the results) says the text is Hebrew.
      const line = card.locator('.result-content p[dir="rtl"]').first();
      await line.waitFor();
      await expect(line.getAttribute('lang')).resolves.toBe('he');
      await expect(
        card.locator('.result-actions').evaluate((el) => getComputedStyle(el).direction),
      ).resolves.toBe('ltr');
      await screenshot(page, 'comforts-wlc-results');
    },
  );
});

describe('sharing a verse', () => {
  it('copies a link to the verse in the reader where the browser cannot share (Copied on SHARE, not on COPY), and the link opens the verse', async () => {
    const { page } = web;
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await page.goto('/results?q=John%203%3A16');
    const card = page.locator('.result-card').first();
    await card.getByRole('button', { name: /^SHARE/ }).click();
    await card.getByRole('button', { name: /^Copied John 3:16/ }).waitFor();
    await expect(card.getByRole('button', { name: /^COPY John 3:16/ }).count()).resolves.toBe(1);
    await page.getByText('Link copied').waitFor();
    const clip = await page.evaluate(() => navigator.clipboard.readText());
    const link = `${web.stack.baseUrl}/bible/John/3/16`;
    expect(clip).toMatch(/^John 3:16 \(KJV\)\nFor God so loved the world/);
    expect(clip.split('\n').pop()).toBe(link);
    await page.goto(link);
    await page.locator('#v16.is-selected').waitFor();
    // The selected verse has its own SHARE in the reader, with the same link.
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.getByRole('button', { name: 'SHARE John 3:16' }).click();
    await page.getByRole('button', { name: 'Copied John 3:16' }).waitFor();
    const fromReader = await page.evaluate(() => navigator.clipboard.readText());
    expect(fromReader).toMatch(/^John 3:16 \(KJV\)\nFor God so loved the world/);
    expect(fromReader.split('\n').pop()).toBe(link);
  });

  it('writes the verse as the copy options say, and remembers them', async () => {
    const { page } = web;
    await page.goto('/results?q=John%203%3A16');
    await page.getByText('Copy options').click();
    await page.getByLabel('Verse numbers').check();
    await page.getByLabel('Reference after the text').check();
    const copy = page.getByRole('button', { name: /^(COPY|Copied) John 3:16$/ });
    await copy.click();
    await copy.filter({ hasText: 'Copied' }).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toMatch(
      /^16 For God so loved the world.*\nJohn 3:16 \(KJV\)$/,
    );
    await page.reload();
    await page.getByText('Copy options').click();
    await expect(page.getByLabel('Verse numbers').isChecked()).resolves.toBe(true);
    await expect(page.getByLabel('Reference after the text').isChecked()).resolves.toBe(true);
  });
});
