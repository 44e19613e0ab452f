import { randomBytes } from 'node:crypto';
import { sharedStack } from '../support/shared-stack';
import { setUpWebSession } from './web-browser';

jest.setTimeout(300_000);

/** The shared stack's administrator, made up for this run by e2e global setup (no default exists). */
const { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } = sharedStack().admin;
/** Unique per run, so a text found on screen can only come from this run's rows. */
const RUN = randomBytes(3).toString('hex');

const web = setUpWebSession();
let adminCookie: string;

/** An administrator's write through the gateway, as the admin screens send it (same-site Origin, session cookie). */
async function adminPost<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${web.stack.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: web.stack.baseUrl, cookie: adminCookie },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  const created = (await res.json()) as T & { id: number };
  made.push(`${path}/${created.id}`);
  return created;
}

/** What this file created: deleted afterwards, since the stack is shared (the admin tabs' empty states, the home page). */
const made: string[] = [];
afterAll(async () => {
  const wrong: string[] = [];
  for (const path of made.splice(0)) {
    const res = await fetch(`${web.stack.baseUrl}${path}`, {
      method: 'DELETE',
      headers: { origin: web.stack.baseUrl, cookie: adminCookie },
    });
    if (!res.ok) wrong.push(`DELETE ${path}: ${res.status}`);
  }
  expect(wrong).toEqual([]);
});

beforeAll(async () => {
  const res = await fetch(`${web.stack.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: web.stack.baseUrl },
    body: JSON.stringify({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }),
  });
  expect(res.status).toBe(200);
  adminCookie = res.headers.get('set-cookie')!.split(';')[0];
});

describe('advertisements, content boxes and custom pages on the public site', () => {
  it('shows the active sidebar advertisement beside the results and never the inactive one', async () => {
    const active = `Hebrew course ${RUN}`;
    const inactive = `Retired offer ${RUN}`;
    await adminPost('/api/admin/advertisements', {
      title: active,
      content: '<p>Learn the <em>alef-bet</em> in a week.</p>',
      position: 'sidebar',
      linkUrl: 'https://example.org/course',
    });
    await adminPost('/api/admin/advertisements', {
      title: inactive,
      content: '<p>Gone</p>',
      position: 'sidebar',
      active: false,
    });

    await web.page.goto('/results?q=love');
    await web.page.locator('.result-card').first().waitFor();
    const sidebar = web.page.getByRole('complementary', { name: 'Advertisements' });
    const ad = sidebar.getByRole('link', { name: active });
    await ad.waitFor();
    await expect(ad.getAttribute('href')).resolves.toBe('https://example.org/course');
    await sidebar.locator('em', { hasText: 'alef-bet' }).waitFor();
    await expect(web.page.getByText(inactive).count()).resolves.toBe(0);

    // The parallel view keeps three cards: the advertisement and two placeholders.
    await web.page.goto('/results?q=love&parallel=true');
    await web.page.locator('.ad-sidebar').getByRole('link', { name: active }).waitFor();
    await expect(web.page.locator('.ad-sidebar .ad-card').count()).resolves.toBe(3);
    await expect(web.page.getByText(inactive).count()).resolves.toBe(0);
  });

  it('shows a published page with its text and formatting but never runs its script', async () => {
    const slug = `hostile-${RUN}`;
    await adminPost('/api/admin/pages', {
      title: 'Reading plan',
      slug,
      content: `<h2>Week one</h2><p>Read <strong>Genesis</strong> ${RUN}.</p><script>window.pwned = 1</script><img src="/missing.png" onerror="window.pwned = 2"><a href="javascript:window.pwned = 3">click</a>`,
      active: true,
    });
    await adminPost('/api/admin/pages', {
      title: 'Draft',
      slug: `draft-${RUN}`,
      content: '<p>Not yet</p>',
      active: false,
    });

    await web.page.goto(`/pages/${slug}`);
    await web.page.getByRole('heading', { level: 1, name: 'Reading plan' }).waitFor();
    await web.page.getByRole('heading', { level: 2, name: 'Week one' }).waitFor();
    await web.page.getByText(`Read Genesis ${RUN}.`).waitFor();
    await web.page.locator('main strong', { hasText: 'Genesis' }).waitFor();
    await expect(
      web.page.locator('main script, main [onerror], main a[href^="javascript:"]').count(),
    ).resolves.toBe(0);
    await expect(
      web.page.evaluate(() => (window as unknown as { pwned?: number }).pwned),
    ).resolves.toBeUndefined();
    await expect(web.page.title()).resolves.toBe("Reading plan | Strong's Dictionary");

    await web.page.goto(`/pages/draft-${RUN}`);
    await web.page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await expect(web.page.getByText('Not yet').count()).resolves.toBe(0);
  });

  it('shows an active homepage content box and the header advertisement on the home page, not inactive ones', async () => {
    await adminPost('/api/admin/content-boxes', {
      title: `Welcome ${RUN}`,
      content: '<p>Start with <a href="/dictionary">the dictionary</a>.</p>',
      position: 'homepage',
    });
    await adminPost('/api/admin/content-boxes', {
      title: `Hidden ${RUN}`,
      content: '<p>Hidden</p>',
      position: 'homepage',
      active: false,
    });
    await adminPost('/api/admin/advertisements', {
      title: `Header offer ${RUN}`,
      content: '<p>Bible atlas</p>',
      position: 'header',
    });

    await web.page.goto('/');
    const box = web.page.locator('.content-box', {
      has: web.page.getByRole('heading', { name: `Welcome ${RUN}` }),
    });
    await box.waitFor();
    await box.getByRole('link', { name: 'the dictionary' }).click();
    await web.page.waitForURL(/\/dictionary$/);
    await web.page.goBack();
    await box.waitFor();
    await expect(web.page.getByText(`Hidden ${RUN}`).count()).resolves.toBe(0);
    await web.page
      .getByRole('complementary', { name: 'Header advertisements' })
      .getByText(`Header offer ${RUN}`)
      .waitFor();

    // The sign-in screen carries no advertisements.
    await web.page.goto('/auth');
    await web.page.getByRole('form', { name: 'Login' }).waitFor();
    await expect(web.page.getByText(`Header offer ${RUN}`).count()).resolves.toBe(0);
  });
});
