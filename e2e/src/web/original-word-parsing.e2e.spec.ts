import type { Locator, Page } from 'playwright-core';
import {
  describeViolations,
  screenshot,
  screenshotOf,
  seriousViolations,
  setUpWebSession,
} from './web-browser';

jest.setTimeout(180_000);

const web = setUpWebSession();

const nfc = (text: string) => text.normalize('NFC');
const popover = (page: Page) => page.getByTestId('word-popover');

/** What the word's card says, read as one line. */
async function expectCard(
  card: Locator,
  facts: { lemma: string; transliteration: string; strongs: string; kjv: string; parsing: string },
): Promise<void> {
  const text = nfc(await card.innerText()).replace(/\s+/g, ' ');
  expect(text).toContain(
    `Lemma ${nfc(facts.lemma)} Transliteration ${facts.transliteration} Strong’s ${facts.strongs} KJV ${facts.kjv} Parsing ${facts.parsing}`,
  );
}

/** The popover lies wholly inside the viewport and the page itself never scrolls sideways. */
async function expectInsideViewport(page: Page, box: Locator): Promise<void> {
  const rect = await box.boundingBox();
  const width = page.viewportSize()!.width;
  expect(rect).not.toBeNull();
  expect(rect!.x).toBeGreaterThanOrEqual(0);
  expect(rect!.x + rect!.width).toBeLessThanOrEqual(width);
  await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(width);
}

describe.each([1280, 390])('parsing where readers look, in Chromium at %d px', (width) => {
  beforeEach(async () => {
    await web.reopen(width);
  });

  it('shows the parsing of each original word in the STRONGS dialog of Genesis 1:1', async () => {
    await web.page.goto('/results?q=Genesis%201%3A1');
    await web.page.getByRole('button', { name: 'STRONGS analysis of Genesis 1:1' }).click();
    const table = web.page.getByRole('dialog').getByRole('table');
    await table.locator('.original-parsings').first().waitFor();
    await expect(table.getByRole('columnheader', { name: 'Original and parsing' }).count()).resolves.toBe(1);
    const created = table.getByRole('row').filter({ hasText: 'H1254' });
    const bara = created.locator('.original-form');
    await expect(bara.innerText().then(nfc)).resolves.toBe(nfc('בָּרָא'));
    await expect(bara.getAttribute('lang')).resolves.toBe('he');
    await expect(bara.getAttribute('dir')).resolves.toBe('rtl');
    await expect(created.locator('.parsing').innerText()).resolves.toBe(
      'Verb, Qal, perfect, 3rd person masculine singular',
    );
    // The KJV's "and" translates ואת (the second את), not the untranslated first one: one word, its own parsing.
    const and = table.getByRole('row').filter({ hasText: 'H853' });
    await expect(and.locator('.parsing').allInnerTexts()).resolves.toEqual([
      'Conjunction; Particle, direct object marker',
    ]);
    await expectInsideViewport(web.page, web.page.getByRole('dialog'));
    await screenshot(web.page, 'strongs-dialog-parsing');
  });

  it('shows the Greek forms of John 1:1 left to right in the STRONGS dialog', async () => {
    await web.page.goto('/results?q=John%201%3A1');
    await web.page.getByRole('button', { name: 'STRONGS analysis of John 1:1' }).click();
    const table = web.page.getByRole('dialog').getByRole('table');
    await table.locator('.original-parsings').first().waitFor();
    const beginning = table.getByRole('row').filter({ hasText: 'G746' });
    await expect(beginning.locator('.original-form').innerText()).resolves.toBe('αρχη');
    await expect(beginning.locator('.original-form').getAttribute('lang')).resolves.toBe('grc');
    await expect(beginning.locator('.parsing').innerText()).resolves.toBe('Noun, dative singular feminine');
    // "was" is tagged G2258 (ἦν) in the KJV and G1510 (εἰμί) in the TR: found by its form all the same.
    const was = table.getByRole('row').filter({ hasText: 'G2258' });
    await expect(was.locator('.original-form').allInnerTexts()).resolves.toEqual(['ην', 'ην', 'ην']);
    await expect(was.first().locator('.parsing').innerText()).resolves.toBe(
      'Verb, imperfect active indicative, 3rd person singular',
    );
  });

  it('opens lemma, transliteration, Strong\u2019s link and parsing over a WLC word in the reader, and closes on Esc', async () => {
    await web.page.goto('/bible/Genesis/1?version=wlc');
    const verse = web.page.locator('#v1');
    // The second word; found by place since the page's marks may be stored in another (equivalent) order.
    const bara = verse.locator('.ow-word').nth(1);
    await expect(bara.innerText().then(nfc)).resolves.toBe(nfc('בָּרָ֣א'));
    // A mouse hovers; a phone taps, which is a click.
    if (width > 500) await bara.hover();
    else await bara.click();
    const card = popover(web.page);
    await card.waitFor();
    await expectCard(card, {
      lemma: 'בָּרָא',
      transliteration: 'bara',
      strongs: 'H1254',
      kjv: 'created',
      parsing: 'Verb, Qal, perfect, 3rd person masculine singular (HVqp3ms)',
    });
    await expect(card.getByRole('link', { name: 'H1254' }).getAttribute('href')).resolves.toBe(
      '/dictionary/H1254',
    );
    await expectInsideViewport(web.page, card);
    await screenshot(web.page, 'reader-word-popover');
    const violations = await seriousViolations(web.page);
    expect(describeViolations(violations)).toBe('');
    await web.page.keyboard.press('Escape');
    await card.waitFor({ state: 'detached' });
    await expect(bara.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    // The keyboard alone: Tab to the next word opens its card, Esc closes it.
    await web.page.keyboard.press('Tab');
    await expect(popover(web.page).innerText()).resolves.toContain(
      'Noun, common, masculine, plural, absolute',
    );
    await web.page.keyboard.press('Escape');
    await popover(web.page).waitFor({ state: 'detached' });
  });

  it('marks the qere and the ketiv of Proverbs 1:27 in the interlinear, in search hits, and writes יהוה YHWH in its popover', async () => {
    await web.page.goto('/bible/Proverbs/1');
    await web.page.getByRole('switch', { name: 'Interlinear' }).click();
    const interlinear = web.page.getByRole('region', { name: 'Proverbs 1:27', exact: true });
    await interlinear.locator('[data-testid="interlinear-word"]').first().waitFor();
    const qere = interlinear.locator('.il-qere');
    await expect(qere.getByTestId('variant-badge').innerText()).resolves.toBe('qere');
    await expect(qere.locator('.il-text').innerText().then(nfc)).resolves.toBe(nfc('כְשׁוֹאָ֨ה'));
    await expect(qere.locator('.il-translit').innerText()).resolves.toBe('kheshoah');
    const ketiv = interlinear.locator('.il-ketiv');
    await expect(ketiv.getByTestId('variant-badge').innerText()).resolves.toBe('ketiv');
    await expect(ketiv.locator('.il-text').innerText()).resolves.toBe('כשאוה');
    await interlinear.scrollIntoViewIfNeeded();
    // The viewport only: the interlinear of a whole chapter is too long to look at.
    await screenshotOf(web.page, `interlinear-qere-${width}.png`);

    await web.page.goto('/results?q=%D7%9B%D7%A9%D7%95%D7%90%D7%94&db=wlc');
    const hit = web.page.getByRole('article').filter({ hasText: 'Proverbs 1:27' });
    const readings = hit.getByTestId('result-readings');
    // Without cantillation, as in the word popover.
    await expect(readings.innerText().then(nfc)).resolves.toBe(nfc('qere כְשׁוֹאָה read for the written כשאוה'));
    await expect(hit.locator('mark').allInnerTexts()).resolves.toContain('כשאוה');
    await screenshot(web.page, 'search-qere');

    await web.page.goto('/bible/Proverbs/1?version=wlc');
    const name = web.page.locator('#v7').locator('.ow-word').nth(1);
    await expect(name.innerText().then(nfc)).resolves.toBe(nfc('יְ֭הוָה'));
    if (width > 500) await name.hover();
    else await name.click();
    const card = popover(web.page);
    await card.waitFor();
    await expect(card.innerText().then((t) => t.replace(/\s+/g, ' '))).resolves.toContain(
      'Transliteration YHWH Strong’s H3068',
    );
    await expectInsideViewport(web.page, card);
    await screenshot(web.page, 'popover-yhwh');
  });

  it('opens the parsing of a TR word in the compare view and follows the Strong\u2019s link to the entry', async () => {
    await web.page.goto('/compare?ref=John+1:1-3&versions=kjv,tr');
    const column = web.page.getByRole('region', { name: /^TR: / });
    const logos = column.getByRole('button', { name: 'λογος' }).first();
    await logos.click();
    const card = popover(web.page);
    await expectCard(card, {
      lemma: 'λόγος',
      transliteration: 'logos',
      strongs: 'G3056',
      kjv: 'the Word',
      parsing: 'Noun, nominative singular masculine',
    });
    await expectInsideViewport(web.page, card);
    await screenshot(web.page, 'compare-word-popover');
    await card.getByRole('link', { name: 'G3056' }).click();
    await web.page.waitForURL(/\/dictionary\/G3056$/);
  });

  it('opens the parsing of a word in the PARALLEL dialog\u2019s Hebrew column; Esc closes the card, then the dialog', async () => {
    await web.page.goto('/results?q=Genesis%201%3A1');
    await web.page.getByRole('button', { name: 'PARALLEL texts of Genesis 1:1' }).click();
    const dialog = web.page.getByRole('dialog');
    await dialog.getByRole('switch', { name: /three columns/ }).check();
    const elohim = dialog.locator('.hebrew-text').getByRole('button', { name: 'אֱלֹהִים' });
    await elohim.click();
    const card = popover(web.page);
    await expectCard(card, {
      lemma: 'אֱלֹהִים',
      transliteration: 'elohim',
      strongs: 'H430',
      kjv: 'God',
      parsing: 'Noun, common, masculine, plural, absolute',
    });
    await expectInsideViewport(web.page, card);
    await screenshot(web.page, 'parallel-word-popover');
    await web.page.keyboard.press('Escape');
    await card.waitFor({ state: 'detached' });
    await expect(dialog.isVisible()).resolves.toBe(true);
    await web.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
});
