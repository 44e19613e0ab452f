import { isSitePath } from './site-path';

describe('a site path', () => {
  it.each(['/', '/pages/about', '/search?q=love', '/bible/John/3#v16'])('accepts %s', (path) => {
    expect(isSitePath(path)).toBe(true);
  });

  it.each([
    '//evil.example',
    '/\\evil.example/',
    '/pages\\..\\x',
    '\\\\evil.example',
    'evil.example',
    'https://evil.example',
    '',
  ])('refuses %s, which a browser may open on another host', (path) => {
    expect(isSitePath(path)).toBe(false);
  });
});
