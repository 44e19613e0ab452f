import { resolveCorpusDir } from '@strongs/nest-common';
import { verseOrd } from '@strongs/scripture';
import { rawWlcVerses } from '@strongs/testing';
import { screenshotOf, setUpWebSession } from './web-browser';

jest.setTimeout(180_000);

const web = setUpWebSession();
const wlc = rawWlcVerses(resolveCorpusDir(), ['Isa', 'Ps', 'Mal']);
/** What the dialog shows with vowel points on: the raw verse without cantillation marks. */
const pointed = (book: number, chapter: number, verse: number) =>
  (wlc.get(verseOrd(book, chapter, verse)) ?? '').replace(/[\u0591-\u05AF]/g, '');
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

describe.each([1280, 390])('Hebrew verses aligned to KJV references in Chromium at %d px', (width) => {
  beforeEach(async () => {
    await web.reopen(width);
  });

  it('reads Isaiah 9 and Psalm 51 in the WLC numbering with the KJV number beside them', async () => {
    await web.page.goto('/bible/Isaiah/9?version=wlc');
    await expect(web.page.locator('#v5 .kjv-number').innerText()).resolves.toBe('KJV 9:6');
    await screenshotOf(web.page, `reader-isaiah-9-wlc-${width}.png`);
    await web.page.goto('/bible/Psalms/51?version=wlc');
    await web.page.locator('#v3').waitFor();
    await expect(web.page.locator('.verse.psalm-title').count()).resolves.toBe(2);
    await expect(web.page.locator('#v3 .kjv-number').innerText()).resolves.toBe('KJV 51:1');
    await screenshotOf(web.page, `reader-psalm-51-wlc-${width}.png`);
  });

  it.each([
    ['Isaiah 9:7', 'Isaiah 9:6', () => pointed(23, 9, 6), ''],
    ['Malachi 4:1', 'Malachi 3:19', () => pointed(39, 3, 19), ''],
    ['Psalm 51:1', 'Psalms 51:3', () => pointed(19, 51, 3), `${pointed(19, 51, 1)} ${pointed(19, 51, 2)}`],
  ])(
    'shows the Hebrew of %s in the three-column dialog as WLC %s',
    async (query, wlcReference, text, title) => {
      await web.page.goto(`/results?q=${encodeURIComponent(query)}`);
      await web.page
        .getByRole('button', { name: /^PARALLEL texts of/ })
        .first()
        .click();
      const dialog = web.page.getByRole('dialog');
      await dialog.getByRole('switch', { name: 'Show original language (three columns)' }).check();
      const hebrew = dialog.locator('section').first();
      await hebrew.locator('.source-reference').waitFor();
      await expect(hebrew.locator('p.hebrew-text:not(.psalm-title)').innerText().then(squash)).resolves.toBe(
        squash(text()),
      );
      await expect(hebrew.locator('.source-reference').innerText()).resolves.toBe(
        `${wlcReference} in the Westminster Leningrad Codex’s numbering`,
      );
      if (title) {
        await expect(
          hebrew
            .locator('.psalm-title')
            .innerText()
            .then((t) => squash(t.replace('Psalm title:', ''))),
        ).resolves.toBe(squash(title));
        await expect(dialog.locator('section').nth(1).locator('.psalm-title').innerText()).resolves.toMatch(
          /when Nathan the prophet came unto him/,
        );
      }
      await screenshotOf(web.page, `dialog-${query.replace(/\W+/g, '-')}-${width}.png`);
    },
  );

  it('reads Isaiah 9:6 typed with the WLC chosen as the KJV verse (WLC 9:5), and pairs it with the Restored Names verse of that number', async () => {
    await web.page.goto(`/results?q=${encodeURIComponent('Isaiah 9:6')}&db=wlc`);
    await web.page
      .getByRole('button', { name: /^PARALLEL texts of/ })
      .first()
      .click();
    const dialog = web.page.getByRole('dialog', { name: 'Reconciliation: Isaiah 9:6' });
    await dialog.getByText('Isaiah 9:5 in the WLC is the KJV’s Isaiah 9:6.').waitFor();
    await dialog.getByText(/The Prince of Peace/).waitFor();
    await web.page.goto(`/results?q=${encodeURIComponent('Isaiah 9:6')}&db=wlc&parallel=true`);
    const row = web.page.locator('.reconciliation-body [role="row"]').first();
    await row.waitFor();
    const [hebrew, english] = await row.locator('[role="cell"]').allInnerTexts();
    expect(squash(hebrew)).toContain(squash(wlc.get(verseOrd(23, 9, 5)) ?? '-'));
    expect(english).toContain('The Prince of Peace');
  });
});
