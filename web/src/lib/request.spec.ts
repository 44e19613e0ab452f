import { ApiError, request, UNEXPECTED_ERROR, withParams } from './request';

/** jsdom has no fetch Response: a small stand-in with the members the helper reads. */
function respond(status: number, body: unknown, statusText = '') {
  const text = body === null ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const response = {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  };
  return jest.fn().mockResolvedValue(response);
}

describe('request', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('sends JSON with credentials and returns the parsed body', async () => {
    const fetchMock = respond(200, { text: 'In the beginning' });
    global.fetch = fetchMock;
    await expect(request('/api/bible/verse/1/1/1/kjv')).resolves.toEqual({ text: 'In the beginning' });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/bible/verse/1/1/1/kjv',
      expect.objectContaining({ credentials: 'include', method: 'GET' }),
    );
  });

  it("takes the head script's early answer for the same address once, and asks the network otherwise", async () => {
    const early = await respond(200, { reference: 'John 3' })();
    window.__strongsEarlyAnswer = {
      url: '/api/bible/chapter/John/3/kjv',
      response: Promise.resolve(early as unknown as Response),
    };
    const fetchMock = respond(200, { reference: 'from the network' });
    global.fetch = fetchMock;
    await expect(request('/api/bible/chapter/John/4/kjv')).resolves.toEqual({
      reference: 'from the network',
    });
    await expect(request('/api/bible/chapter/John/3/kjv')).resolves.toEqual({ reference: 'John 3' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(request('/api/bible/chapter/John/3/kjv')).resolves.toEqual({
      reference: 'from the network',
    });
    expect(window.__strongsEarlyAnswer).toBeUndefined();
  });

  it('serialises a body and sets the content type', async () => {
    const fetchMock = respond(201, { recorded: true });
    global.fetch = fetchMock;
    await request('/api/analytics/search', { method: 'POST', body: { query: 'love', database: 'DB1' } });
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect(init.body).toBe('{"query":"love","database":"DB1"}');
    expect(init.headers).toEqual(expect.objectContaining({ 'Content-Type': 'application/json' }));
  });

  it("throws the server's message", async () => {
    global.fetch = respond(
      404,
      { statusCode: 404, message: "Strong's number H99999 not found in dictionary" },
      'Not Found',
    );
    const error = await request('/api/dictionary/H99999').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe("Strong's number H99999 not found in dictionary");
    expect((error as ApiError).status).toBe(404);
  });

  it('falls back to the status text when the body has no message', async () => {
    global.fetch = respond(502, '<html>Bad gateway</html>', 'Bad Gateway');
    await expect(request('/api/x')).rejects.toThrow('Bad Gateway');
  });

  it("falls back to 'An unexpected error occurred' without message or status text", async () => {
    global.fetch = respond(500, {});
    await expect(request('/api/x')).rejects.toThrow(UNEXPECTED_ERROR);
  });

  it("turns a network failure into 'An unexpected error occurred'", async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(request('/api/x')).rejects.toMatchObject({ message: UNEXPECTED_ERROR, status: 0 });
  });

  it('returns undefined for 204 No Content', async () => {
    global.fetch = respond(204, null);
    await expect(request('/api/x', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('adds only the query parameters that have a value', () => {
    expect(
      withParams('/api/search-strongs', { q: 'in the beginning', db: undefined, page: 2, query: '' }),
    ).toBe('/api/search-strongs?q=in+the+beginning&page=2');
  });
});
