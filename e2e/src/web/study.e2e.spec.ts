import type { Page } from 'playwright-core';
import {
  describeViolations,
  screenshot,
  screenshotOf,
  seriousViolations,
  setUpWebSession,
} from './web-browser';
import { freshName, freshPassword, header, overflowsSideways, registerByApi, signIn } from './web-accounts';

jest.setTimeout(300_000);

const web = setUpWebSession({ pagePerTest: false });

const JOHN_3_16 = { book: 43, chapter: 3, verse: 16 };

const verse16 = (p: Page) => p.locator('#v16');
const panel = (p: Page) => p.getByRole('group', { name: 'Study John 3:16' });

async function signInAs(p: Page, username: string, password: string): Promise<void> {
  await signIn(p, username, password);
  // Back where the reader came from; on a phone the name is inside the header's menu.
  await p.waitForURL((url) => url.pathname !== '/auth');
  await header(p).getByText(username).waitFor({ state: 'attached' });
}

const register = (p: Page, username: string, password: string) =>
  registerByApi(p, web.stack.baseUrl, username, password);

/** In the panel of the selected John 3:16: a highlight, then a note written and saved. */
async function highlightAndNote(p: Page, colour: string, note: string): Promise<void> {
  await panel(p)
    .getByRole('button', { name: `Highlight ${colour}` })
    .click();
  await p.locator(`#v16.study-hl-${colour}`).waitFor();
  await panel(p).getByRole('button', { name: 'Add note' }).click();
  await panel(p).getByRole('textbox', { name: 'Note on John 3:16' }).fill(note);
  await panel(p).getByRole('button', { name: 'Save note' }).click();
}

/** What the account holds, asked of the API with the page's own session. */
async function totals(p: Page): Promise<number[]> {
  return Promise.all(
    ['highlights', 'notes', 'bookmarks'].map(
      async (kind) => (await (await p.request.get(`/api/me/${kind}`)).json()).total,
    ),
  );
}

/** The order in which the page sends study imports and lists and sees the imports answered. */
function networkOrder(p: Page): string[] {
  const seen: string[] = [];
  const kind = (url: string) => {
    const path = new URL(url).pathname;
    if (path === '/api/me/import') return 'import';
    return /^\/api\/me\/(highlights|notes|bookmarks)$/.test(path) ? 'list' : undefined;
  };
  p.on('request', (r) => {
    const k = kind(r.url());
    if (k) seen.push(`${k} sent`);
  });
  p.on('response', (r) => {
    if (kind(r.url()) === 'import') seen.push('import answered');
  });
  return seen;
}

describe('Personal study in Chromium', () => {
  const open = (width?: number) => web.openPage(width);

  it.each([1280, 390])(
    'at %i px a reader highlights John 3:16, notes and bookmarks it, and finds them in another browser',
    async (width) => {
      const username = freshName('lydia');
      const password = freshPassword();
      const page = await open(width);
      await register(page, username, password);
      await page.goto('/bible/John/3/16');
      await highlightAndNote(page, 'green', 'The **whole** gospel in one verse');
      await panel(page).getByRole('note').locator('strong', { hasText: 'whole' }).waitFor();
      await panel(page).getByRole('button', { name: 'Bookmark' }).click();
      await panel(page).getByRole('button', { name: 'Remove bookmark' }).waitFor();
      await verse16(page).getByRole('button', { name: 'Open the note on John 3:16' }).waitFor();
      expect(await overflowsSideways(page)).toBe(false);
      expect(describeViolations(await seriousViolations(page))).toBe('');
      await screenshot(page, 'study-reader');
      await screenshotOf(verse16(page).locator('xpath=..'), `study-verse-${width}.png`);

      await page.reload();
      await page.locator('#v16.study-hl-green').waitFor();
      await panel(page).getByText('gospel in one verse').waitFor();
      expect(await totals(page)).toEqual([1, 1, 1]);

      const signedOut = await page.request.post('/api/logout', { headers: { Origin: web.stack.baseUrl } });
      expect(signedOut.status()).toBe(200);
      await page.reload();
      await page.locator('#v16.verse').waitFor();
      expect(await page.locator('#v16.study-hl-green').count()).toBe(0);

      const elsewhere = await open(width);
      await elsewhere.goto('/auth');
      await signInAs(elsewhere, username, password);
      await elsewhere.goto('/bible/John/3/16');
      await elsewhere.locator('#v16.study-hl-green').waitFor();
      await panel(elsewhere).getByText('gospel in one verse').waitFor();
      await panel(elsewhere).getByRole('button', { name: 'Remove bookmark' }).waitFor();

      await elsewhere.goto('/study');
      const main = elsewhere.locator('main');
      await main.getByRole('heading', { name: 'Notes (1)' }).waitFor();
      await main.getByRole('heading', { name: 'Highlights (1)' }).waitFor();
      await main.getByRole('heading', { name: 'Bookmarks (1)' }).waitFor();
      await main.getByRole('searchbox', { name: 'Search your notes' }).fill('gospel');
      await main.locator('.study-note').getByRole('link', { name: 'John 3:16' }).waitFor();
      await main.getByRole('searchbox', { name: 'Search your notes' }).fill('nothing like it');
      await main.getByText('No note has these words.').waitFor();
      expect(await overflowsSideways(elsewhere)).toBe(false);
      expect(describeViolations(await seriousViolations(elsewhere))).toBe('');
      await screenshot(elsewhere, 'study-page');
    },
  );

  it('runs no script from hostile notes in the reader or on My study', async () => {
    const page = await open(1280);
    await register(page, freshName('jezebel'), freshPassword());
    const hostile = [
      '<img src=x onerror="window.__xss=1">',
      '<script>window.__xss=2</script>',
      '[x](javascript:window.__xss=3) [y](JavaScript:alert(1))',
      '<a href="javascript:window.__xss=4">click</a> <svg onload="window.__xss=5"></svg>',
      '[z](data:text/html,<script>parent.__xss=6</script>)',
    ];
    for (const body of hostile) {
      const res = await page.request.post('/api/me/notes', {
        data: { ...JOHN_3_16, body },
        headers: { Origin: web.stack.baseUrl },
      });
      expect(res.status()).toBe(201);
    }
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    for (const path of ['/bible/John/3/16', '/study']) {
      await page.goto(path);
      const notes = path === '/study' ? page.locator('main .study-note') : panel(page).getByRole('note');
      await notes.nth(hostile.length - 1).waitFor();
      await page.locator('main').getByText('<img src=x onerror="window.__xss=1">').first().waitFor();
      for (const link of await page
        .locator('main .note-markdown')
        .getByText(/^[xyz]$|^click$/)
        .all())
        await link.click();
      expect(
        await page
          .locator('main .note-markdown img, main .note-markdown script, main .note-markdown svg')
          .count(),
      ).toBe(0);
      expect(await page.locator('main .note-markdown a').count()).toBe(0);
      expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    }
    expect(dialogs).toEqual([]);
  });

  it("moves a visitor's highlight and note to the account on sign-in, once", async () => {
    const username = freshName('priscilla');
    const password = freshPassword();
    const page = await open(390);
    await page.goto('/bible/John/3/16');
    await highlightAndNote(page, 'pink', 'Read before I had an account');
    await panel(page).getByText('Read before I had an account').waitFor();
    await panel(page).getByText('Kept in this browser.').waitFor();
    await page.reload();
    await page.locator('#v16.study-hl-pink').waitFor();

    await register(page, username, password);
    const seen = networkOrder(page);
    await page.goto('/study');
    await page.locator('main').getByRole('heading', { name: 'Notes (1)' }).waitFor();
    await page.locator('main').getByRole('heading', { name: 'Highlights (1)' }).waitFor();
    expect(await totals(page)).toEqual([1, 1, 0]);
    expect(await page.evaluate(() => localStorage.getItem('strongs.study.v1'))).toBeNull();
    // A list asked beside the move could read the account before the move commits (seen in CI).
    const moved = seen.indexOf('import answered');
    expect(seen.filter((e) => e === 'import sent')).toHaveLength(1);
    expect(moved).toBeGreaterThan(-1);
    expect(seen.indexOf('list sent')).toBeGreaterThan(moved);
    await page.goto('/bible/John/3/16');
    await page.locator('#v16.study-hl-pink').waitFor();
    expect(await totals(page)).toEqual([1, 1, 0]);
  });

  it('deletes the account from /account, and its study goes with it', async () => {
    const username = freshName('sapphira');
    const password = freshPassword();
    const page = await open(1280);
    await register(page, username, password);
    const created = await page.request.post('/api/me/notes', {
      data: { ...JOHN_3_16, body: 'kept until the account goes' },
      headers: { Origin: web.stack.baseUrl },
    });
    expect(created.status()).toBe(201);
    await page.goto('/account');
    const form = page.getByRole('form', { name: 'Delete account' });
    await form.getByLabel('Password').fill('not my password at all');
    await form.getByRole('button', { name: 'Delete my account' }).click();
    await form.getByRole('alert').getByText('The current password is not right').waitFor();
    await form.getByLabel('Password').fill(password);
    await form.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect((await page.request.get('/api/me/notes')).status()).toBe(401);
    const login = await page.request.post('/api/login', {
      data: { username, password },
      headers: { Origin: web.stack.baseUrl },
    });
    expect(login.status()).toBe(401);
  });
});
