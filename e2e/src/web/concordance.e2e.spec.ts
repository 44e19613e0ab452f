import { describeViolations, screenshotOf, seriousViolations, setUpWebSession } from './web-browser';

jest.setTimeout(180_000);

const web = setUpWebSession();

describe.each([1280, 390])("the Englishman's concordance in Chromium at %d px", (width) => {
  beforeEach(async () => {
    await web.reopen(width);
  });

  it('opens from the H7225 entry and lists its Hebrew forms with counts, then the occurrences of one form', async () => {
    await web.page.goto('/dictionary/H7225');
    await web.page.getByRole('link', { name: /Englishman.s concordance/ }).click();
    await web.page.waitForURL(/\/dictionary\/H7225\/concordance$/);
    await web.page.getByRole('heading', { level: 1, name: /Englishman.s concordance: H7225/ }).waitFor();

    const table = web.page.getByRole('table');
    await table.waitFor();
    const rows = table.locator('tbody tr');
    const forms = await rows.evaluateAll((trs) =>
      trs.map((tr) => ({
        form: (tr.querySelector('[lang="he"]')?.textContent ?? '').normalize('NFC'),
        dir: tr.querySelector('[lang="he"]')?.getAttribute('dir'),
        count: Number((tr.lastElementChild?.textContent ?? '').replace(/,/g, '')),
      })),
    );
    expect(forms.length).toBeGreaterThan(3);
    expect(forms.every((f) => f.dir === 'rtl' && f.form && f.count > 0)).toBe(true);
    const bereshit = forms.find((f) => f.form === 'בְּרֵאשִׁית'.normalize('NFC'));
    expect(bereshit?.count).toBeGreaterThan(0);
    const caption = await table.locator('caption').innerText();
    const total = forms.reduce((sum, f) => sum + f.count, 0);
    expect(caption).toContain(`${total} occurrences`);

    const occurrences = web.page.getByRole('list', { name: 'Occurrences' });
    await expect(occurrences.getByRole('link', { name: 'Genesis 1:1' }).getAttribute('href')).resolves.toBe(
      '/bible/Genesis/1/1?strongs=true',
    );

    await table
      .getByRole('button', { name: /\(bereshit, .*\): show its \d+ occurrences/ })
      .first()
      .click();
    await web.page.waitForURL(/form=/);
    await web.page.getByRole('heading', { level: 2, name: /Occurrences of/ }).waitFor();
    const shown = await occurrences
      .locator('.concordance-word [lang="he"]')
      .evaluateAll((els) => els.map((e) => e.textContent ?? ''));
    expect(shown.length).toBe(bereshit?.count);

    expect(describeViolations(await seriousViolations(web.page))).toBe(describeViolations([]));
    const overflow = await web.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshotOf(web.page, `concordance-h7225-${width}.png`, { fullPage: true });
  });
});
