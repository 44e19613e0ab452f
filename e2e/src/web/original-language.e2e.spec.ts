import { screenshotOf, setUpWebSession } from './web-browser';

jest.setTimeout(180_000);

const web = setUpWebSession();
const nfc = (text: string | null) => (text ?? '').normalize('NFC');

describe.each([1280, 390])('the original-language layer in Chromium at %d px', (width) => {
  beforeEach(async () => {
    await web.reopen(width);
  });

  it('shows Genesis 1 interlinear, right to left, with the parsing of בָּרָא on tap', async () => {
    await web.page.goto('/bible/Genesis/1');
    // A click, not check(): the switch follows the URL, which changes a moment after the click.
    await web.page.getByRole('switch', { name: 'Interlinear' }).click();
    const verse = web.page.getByRole('region', { name: 'Genesis 1:1', exact: true });
    await verse.locator('[data-testid="interlinear-word"]').first().waitFor();
    await expect(verse.locator('.il-words').getAttribute('dir')).resolves.toBe('rtl');
    await expect(verse.locator('[data-testid="interlinear-word"]').count()).resolves.toBe(7);
    const first = verse.locator('[data-testid="interlinear-word"]').first();
    await expect(
      first
        .locator('.il-text')
        .innerText()
        .then((t) => t.normalize('NFC')),
    ).resolves.toBe('בְּרֵאשִׁ֖ית'.normalize('NFC'));
    await expect(first.locator('.il-translit').innerText()).resolves.toBe('bereshit');
    // The lemma is the Strong's link's title, the parsing the code's title.
    await expect(first.locator('.il-strongs').getAttribute('title').then(nfc)).resolves.toBe(nfc('רֵאשִׁית'));
    await expect(first.locator('.il-text').getAttribute('title')).resolves.toBe(
      'Preposition; Noun, common, feminine, singular, absolute',
    );
    const verse2 = web.page.getByRole('region', { name: 'Genesis 1:2', exact: true });
    await expect(verse2.locator('.il-gloss').allInnerTexts()).resolves.toContain('upon the face');
    await expect(verse2.locator('.il-gloss').allInnerTexts()).resolves.toContain('the face');
    const bara = verse.locator('[data-testid="interlinear-word"]').nth(1);
    await expect(bara.locator('.il-strongs').innerText()).resolves.toBe('H1254');
    await expect(bara.locator('.il-gloss').innerText()).resolves.toBe('created');
    await bara.getByRole('button', { name: 'HVqp3ms' }).click();
    await expect(bara.getByRole('note').innerText()).resolves.toBe(
      'Verb, Qal, perfect, 3rd person masculine singular',
    );
    await expect(web.page.locator('.il-verse').count()).resolves.toBe(31);
    await screenshotOf(web.page, `interlinear-genesis-1-${width}.png`);
  });

  it('shows John 1 interlinear from the TR, left to right', async () => {
    await web.page.goto('/bible/John/1?interlinear=true');
    const verse = web.page.getByRole('region', { name: 'John 1:1', exact: true });
    await verse.locator('[data-testid="interlinear-word"]').first().waitFor();
    await expect(verse.locator('.il-words').getAttribute('dir')).resolves.toBe('ltr');
    const first = verse.locator('[data-testid="interlinear-word"]').first();
    await expect(first.locator('.il-text').innerText()).resolves.toBe('εν');
    await expect(first.locator('.il-strongs').innerText()).resolves.toBe('G1722');
    await expect(first.locator('.il-strongs').getAttribute('title').then(nfc)).resolves.toBe(nfc('ἐν'));
    const logos = verse.locator('[data-testid="interlinear-word"]').nth(4);
    await expect(logos.locator('.il-strongs').getAttribute('title').then(nfc)).resolves.toBe(nfc('λόγος'));
    await logos.getByRole('button', { name: 'N-NSM' }).click();
    await expect(logos.getByRole('note').innerText()).resolves.toBe('Noun, nominative singular masculine');
    await expect(first.locator('.il-text').getAttribute('title')).resolves.toBe('Preposition');
    // Each Greek word under the KJV words that translate it, once; the article under none.
    await expect(verse.locator('.il-gloss').allInnerTexts()).resolves.toEqual([
      'In',
      'the beginning',
      'was',
      '',
      'the Word',
      'and',
      '',
      'the Word',
      'was',
      'with',
      '',
      'God',
      'and',
      'God',
      'was',
      '',
      'the Word',
    ]);
    await expect(web.page.locator('.il-verse').count()).resolves.toBe(51);
    await screenshotOf(web.page, `interlinear-john-1-${width}.png`);
  });

  it('marks the Hebrew verse KJV Psalms 13:5 and 13:6 share, in the interlinear and beside the KJV', async () => {
    await web.page.goto('/bible/Psalms/13?interlinear=true');
    const v5 = web.page.getByRole('region', { name: 'Psalms 13:5', exact: true });
    const v6 = web.page.getByRole('region', { name: 'Psalms 13:6', exact: true });
    await v6.locator('[data-testid="interlinear-word"]').first().waitFor();
    await expect(v5.getByRole('note').innerText()).resolves.toBe(
      'Shares Hebrew verse 13:6 with KJV 13:6: the whole verse is shown under each.',
    );
    await expect(v6.getByRole('note').innerText()).resolves.toBe(
      'Shares Hebrew verse 13:6 with KJV 13:5: the whole verse is shown under each.',
    );
    // Both show the whole of WLC 13:6; the verse before shares nothing.
    const words = (v: typeof v5) => v.locator('.il-text').allInnerTexts();
    await expect(words(v5)).resolves.toEqual(await words(v6));
    await expect(
      web.page.getByRole('region', { name: 'Psalms 13:4', exact: true }).getByRole('note').count(),
    ).resolves.toBe(0);
    await v5.scrollIntoViewIfNeeded();
    await screenshotOf(web.page, `interlinear-psalm-13-shared-${width}.png`);

    // The original text beside KJV 13:5 in the parallel dialog says the same.
    await web.page.goto('/results?q=Psalms%2013%3A5');
    await web.page.getByRole('button', { name: 'PARALLEL texts of Psalms 13:5' }).click();
    await web.page.getByRole('switch', { name: 'Show original language (three columns)' }).click();
    const note = web.page.getByRole('dialog').locator('.shared-verse-note');
    await note.waitFor();
    await expect(note.innerText()).resolves.toBe(
      'Shares Hebrew verse 13:6 with KJV 13:6: the whole verse is shown under each.',
    );
    await screenshotOf(web.page, `parallel-psalm-13-5-shared-${width}.png`);
  });

  it('labels a WLC hit with both numberings and opens the KJV verse it is', async () => {
    await web.page.goto('/');
    const form = web.page.getByRole('search', { name: 'Bible search' });
    await form.getByLabel('Bible version').selectOption('wlc');
    await form.getByLabel('Search text').fill('צפון וימין');
    await form.getByRole('button', { name: 'Search', exact: true }).click();
    await web.page.waitForURL(/\/results\?/);
    const title = web.page.locator('.result-title').filter({ hasText: 'Psalms 89:13' });
    await title.waitFor();
    await expect(title.innerText()).resolves.toBe('Psalms 89:13 · KJV 89:12');
    await expect(title.getByRole('link', { name: 'Psalms 89:13' }).getAttribute('href')).resolves.toBe(
      '/bible/Psalms/89/13?version=wlc',
    );
    await title.scrollIntoViewIfNeeded();
    await screenshotOf(web.page, `wlc-hit-both-numberings-${width}.png`);
    await title.getByRole('link', { name: 'KJV 89:12' }).click();
    await web.page.waitForURL(/\/bible\/Psalms\/89\/12$/);
    await expect(web.page.locator('#v12').innerText()).resolves.toContain('The north and the south');

    // A KJV reference typed with the WLC chosen answers the Hebrew verse it is.
    await web.page.goto('/');
    await form.getByLabel('Bible version').selectOption('wlc');
    await form.getByLabel('Search text').fill('Malachi 4:1');
    await form.getByRole('button', { name: 'Search', exact: true }).click();
    await web.page.waitForURL(/\/results\?/);
    await expect(web.page.locator('.result-title').first().innerText()).resolves.toBe(
      'Malachi 3:19 · KJV 4:1',
    );
  });

  it('finds the 17 Qal perfects of בָּרָא from the home page', async () => {
    await web.page.goto('/');
    const form = web.page.getByRole('search', { name: 'Bible search' });
    await form.getByLabel('Bible version').selectOption('wlc');
    await form.getByLabel('Search text').fill('H1254 morph:qal,perfect');
    await form.getByRole('button', { name: 'Search', exact: true }).click();
    await web.page.waitForURL(/\/results\?/);
    await web.page.locator('.count-line').waitFor();
    await expect(
      web.page
        .locator('.result-card mark')
        .first()
        .innerText()
        .then((t) => t.normalize('NFC')),
    ).resolves.toBe('בָּרָ֣א'.normalize('NFC'));
    await expect(web.page.locator('.count-line').innerText()).resolves.toMatch(/of 17 results/);
    await screenshotOf(web.page, `morph-search-${width}.png`);
  });
});
