import { XSS_VECTORS } from './__fixtures__/xss-vectors';
import { isSafeLinkUrl, sanitizeContentHtml } from './html-sanitizer';

const DANGEROUS = [
  /<script/i,
  /\son\w+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /style=/i,
  /<style/i,
  /<iframe/i,
  /<object/i,
  /<embed/i,
  /<form/i,
  /<svg/i,
  /<meta/i,
  /<link/i,
  /<base/i,
  /href="\/\//i,
];

describe('the content HTML sanitiser', () => {
  it.each(XSS_VECTORS)('leaves nothing executable or styled of %s', (vector) => {
    const clean = sanitizeContentHtml(vector);
    for (const pattern of DANGEROUS) expect(clean).not.toMatch(pattern);
  });

  it('keeps ordinary formatting, images and links', () => {
    const html =
      '<h2>Study</h2><p>Read <strong>Genesis</strong> <em>1</em>, see <a href="https://example.org/x" target="_blank">notes</a>.</p><ul><li>one</li></ul><img src="https://example.org/a.png" alt="A">';
    expect(sanitizeContentHtml(html)).toBe(
      '<h2>Study</h2><p>Read <strong>Genesis</strong> <em>1</em>, see <a href="https://example.org/x" target="_blank" rel="noopener noreferrer">notes</a>.</p><ul><li>one</li></ul><img src="https://example.org/a.png" alt="A" />',
    );
  });

  it('accepts http(s) and site paths as advertisement links, nothing else', () => {
    expect(isSafeLinkUrl('https://example.org/offer')).toBe(true);
    expect(isSafeLinkUrl('/pages/about')).toBe(true);
    expect(isSafeLinkUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeLinkUrl('//evil.example')).toBe(false);
    // A browser reads a backslash as a slash: /\evil.example/ opens another host.
    expect(isSafeLinkUrl('/\\evil.example/')).toBe(false);
    expect(isSafeLinkUrl('/pages\\about')).toBe(false);
    expect(isSafeLinkUrl('data:text/html,x')).toBe(false);
  });
});
