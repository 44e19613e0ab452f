import type { BrowserContext, Page } from 'playwright-core';
import {
  describeViolations,
  newContext,
  screenshot,
  seriousViolations,
  setUpWebSession,
  watchErrors,
} from './web-browser';
import { freshName, freshPassword, header, overflowsSideways, registerByApi, signIn } from './web-accounts';

jest.setTimeout(300_000);

const web = setUpWebSession({ pagePerTest: false });

const NT_90 = 'The New Testament in 90 days';
const main = (p: Page) => p.locator('main');

describe('Reading plans in Chromium', () => {
  const opened: { context: BrowserContext; errors: string[] }[] = [];
  const open = async (width: number) => {
    const context = await newContext(web.browser, web.stack.baseUrl, width);
    const page = await context.newPage();
    opened.push({ context, errors: watchErrors(page) });
    return page;
  };
  afterEach(async () => {
    for (const { context, errors } of opened.splice(0)) {
      await context.close();
      expect(errors).toEqual([]);
    }
  });

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
});
