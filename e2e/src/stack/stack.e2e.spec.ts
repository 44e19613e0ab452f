import { startStack, Stack } from '../support/stack';

describe('the whole stack behind the gateway', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => stack?.stop());

  it('reports every service healthy in /api/health', async () => {
    const res = await fetch(`${stack.baseUrl}/api/health`);
    const body = (await res.json()) as { status: string; services: Record<string, { status: string }> };
    const started = Object.keys(stack.services).filter((name) => name !== 'gateway');
    for (const name of started) expect([name, body.services[name].status]).toEqual([name, 'ok']);
  });

  it('answers an unknown API path with the JSON error shape', async () => {
    const res = await fetch(`${stack.baseUrl}/api/search-strongs?page=0&q=love`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { statusCode: number; message: string };
    expect(body.statusCode).toBe(400);
    expect(body.message).toMatch(/page/i);
  });

  it('answers 503 with a message once a service is stopped', async () => {
    await stack.kill('lexicon');
    const res = await fetch(`${stack.baseUrl}/api/dictionary/H7225`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ statusCode: 503, message: 'Dictionary service is temporarily unavailable' });
  });
});
