import { renderEmail } from './email-templates';

describe('the verify_email template', () => {
  it('carries the link, escaped in the HTML, with how long it works', () => {
    const link = 'https://example.org/verify-email?token=abc_DEF-123&x="<b>"';
    const mail = renderEmail('verify_email', { username: 'ruth', link, hours: 24 }, "Strong's Dictionary");
    expect(mail.subject).toBe("Confirm your e-mail address for Strong's Dictionary");
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.text).toContain('It works once, for 24 hours.');
    expect(mail.html).toContain(
      'href="https://example.org/verify-email?token=abc_DEF-123&amp;x=&quot;&lt;b&gt;&quot;"',
    );
    expect(mail.html).not.toContain('<b>');
    expect(mail.loggedText).toContain('(the link is not kept)');
    expect(mail.loggedText).not.toContain('abc_DEF');
  });
});
