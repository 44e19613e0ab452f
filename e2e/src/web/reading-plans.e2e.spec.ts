import type { Page } from 'playwright-core';
import { describeViolations, screenshot, seriousViolations, setUpWebSession } from './web-browser';
import { freshName, freshPassword, header, overflowsSideways, registerByApi, signIn } from './web-accounts';

jest.setTimeout(300_000);

const web = setUpWebSession({ pagePerTest: false });

const NT_90 = 'The New Testament in 90 days';
const main = (p: Page) => p.locator('main');
/** How many days the page offers to mark done: today's alone, or today's and the missed ones when doubling up. */
const markDayButtons = (p: Page) =>
  main(p)
    .getByRole('button', { name: /^Mark day \d as done$/ })
    .count();

describe('Reading plans in Chromium', () => {
  const open = (width?: number) => web.openPage(width);

  it.each([1280, 390])(
    "at %i px a reader starts the 90-day New Testament plan, reads and marks today's reading, and finds it done in a fresh browser",
    async (width) => {
      const username = freshName('berean');
      const password = freshPassword();
      const page = await open(width);
      await registerByApi(page, web.stack.baseUrl, username, password);
      await page.goto('/study');
      await main(page).getByRole('heading', { name: 'Reading plans (0)' }).waitFor();
      await main(page).getByRole('link', { name: 'choose one' }).click();
      await page.waitForURL((url) => url.pathname === '/plans');

      const start = main(page).getByRole('form', { name: `Start ${NT_90}` });
      await start.getByRole('button', { name: 'Start this plan' }).click();
      await page.waitForURL((url) => /^\/plans\/\d+$/.test(url.pathname));
      const planPath = new URL(page.url()).pathname;
      await main(page).getByRole('heading', { level: 1, name: NT_90 }).waitFor();

      // Today's reading is one page: Matthew 1 to 4, from the first verse to the last.
      const today = main(page).getByRole('region', { name: 'New Testament: Matthew 1–4' });
      await today.getByRole('heading', { name: 'Matthew 1–4' }).waitFor();
      await today.getByText(/The book of the generation of Jesus Christ, the son of David/).waitFor();
      await today.getByText(/there followed him great multitudes of people from Galilee/).waitFor();
      for (const chapter of [1, 2, 3, 4])
        await today.getByRole('heading', { name: `Matthew ${chapter}`, exact: true }).waitFor();
      expect(await today.getByText(/Now when Jesus saw the multitudes/).count()).toBe(0);
      expect(await overflowsSideways(page)).toBe(false);
      expect(describeViolations(await seriousViolations(page))).toBe('');
      await screenshot(page, 'plan-today');

      await main(page).getByRole('button', { name: 'Mark day 1 as done' }).click();
      await main(page).getByRole('status').getByText('✓ Day 1 is done').waitFor();
      await main(page).getByText('1 of 90 days read · 1%').waitFor();
      await main(page)
        .getByRole('checkbox', { name: /^Day 1 · .* \(today\): Matthew 1–4$/ })
        .waitFor();
      expect(
        await main(page)
          .getByRole('checkbox', { name: /^Day 1 · / })
          .isChecked(),
      ).toBe(true);

      const elsewhere = await open(width);
      await elsewhere.goto('/auth');
      await signIn(elsewhere, username, password);
      await elsewhere.waitForURL((url) => url.pathname !== '/auth');
      await header(elsewhere).getByText(username).waitFor({ state: 'attached' });
      await elsewhere.goto('/plans');
      const yours = main(elsewhere).getByRole('region', { name: 'Your plans' });
      await yours.getByText('1 of 90 days read · 1%').waitFor();
      await yours.getByRole('link', { name: NT_90 }).click();
      await elsewhere.waitForURL((url) => url.pathname === planPath);
      await main(elsewhere).getByRole('status').getByText('✓ Day 1 is done').waitFor();
      await main(elsewhere).getByRole('button', { name: 'Mark day 1 as not done' }).waitFor();
      expect(await overflowsSideways(elsewhere)).toBe(false);
      expect(describeViolations(await seriousViolations(elsewhere))).toBe('');
      await screenshot(elsewhere, 'plan-elsewhere');

      await elsewhere.goto('/study');
      await main(elsewhere).getByRole('heading', { name: 'Reading plans (1)' }).waitFor();
      await main(elsewhere)
        .getByRole('progressbar', { name: `${NT_90}: progress` })
        .waitFor();
      await elsewhere.goto('/plans');
      await main(elsewhere).getByRole('heading', { name: 'Start a plan' }).waitFor();
      expect(await overflowsSideways(elsewhere)).toBe(false);
      expect(describeViolations(await seriousViolations(elsewhere))).toBe('');
      await screenshot(elsewhere, 'plans-page');
    },
  );

  it("at 390 px a reader two days behind on the M'Cheyne-manner plan doubles up, then shifts the schedule", async () => {
    const page = await open(390);
    await registerByApi(page, web.stack.baseUrl, freshName('bereans'), freshPassword());
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    const started = await page.request.post('/api/me/plans', {
      data: { plan: 'mcheyne-year', startDate: twoDaysAgo.toISOString().slice(0, 10) },
      headers: { Origin: web.stack.baseUrl },
    });
    expect(started.status()).toBe(201);
    await page.goto(`/plans/${(await started.json()).id}`);
    await main(page).getByRole('heading', { name: 'You are 2 days behind' }).waitFor();
    await main(page).getByRole('button', { name: 'Mark day 3 as done' }).waitFor();
    expect(await markDayButtons(page)).toBe(1);

    await main(page)
      .getByRole('radio', { name: /Double up/ })
      .check();
    await main(page)
      .getByText(/Doubling up: the 2 days you missed/)
      .waitFor();
    const dayOne = main(page).getByRole('region', { name: /^Day 1 · / });
    await dayOne
      .getByRole('region', { name: 'Old Testament I: Genesis 1' })
      .getByText(/In the beginning God/)
      .waitFor();
    await dayOne
      .getByRole('region', { name: 'New Testament II: Acts 1' })
      .getByText(/The former treatise/)
      .waitFor();
    expect(await markDayButtons(page)).toBe(3);
    expect(await overflowsSideways(page)).toBe(false);
    expect(describeViolations(await seriousViolations(page))).toBe('');
    await screenshot(page, 'plan-double-up');

    await main(page).getByRole('button', { name: 'Mark day 1 as done' }).click();
    await main(page).getByText('1 of 365 days read, 1 day behind · 0%').waitFor();
    await main(page)
      .getByRole('radio', { name: /Shift the schedule/ })
      .check();
    await main(page).getByRole('heading', { name: 'When you miss a day' }).waitFor();
    await main(page).getByRole('button', { name: 'Mark day 2 as done' }).waitFor();
    expect(await markDayButtons(page)).toBe(1);
    await main(page)
      .getByText(/^Day 1: .* \(moved there by a shift\); last day: /)
      .waitFor();
  });
});
