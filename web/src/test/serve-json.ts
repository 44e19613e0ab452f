/**
 * Component tests: stands in for the API by answering GET calls whose URL (path and query) is a key of
 * `answers` with that JSON, and everything else with 404. Returns the URLs asked, in order.
 */
export function serveJson(answers: Record<string, unknown>): string[] {
  const asked: string[] = [];
  global.fetch = jest.fn((input: RequestInfo | URL) => {
    const url = String(input);
    asked.push(url);
    const found = url in answers;
    const body: unknown = found ? answers[url] : { statusCode: 404, message: 'Not found' };
    // jsdom has no Response: the request helper needs only these members.
    return Promise.resolve({
      ok: found,
      status: found ? 200 : 404,
      statusText: '',
      json: () => Promise.resolve(body),
      text: () => Promise.resolve(JSON.stringify(body)),
    });
  }) as unknown as typeof fetch;
  return asked;
}
