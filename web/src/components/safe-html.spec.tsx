import { render } from '@testing-library/react';
import { SafeHtml, sanitizeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('keeps headings, paragraphs, lists and http links', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<h2>Study</h2><p>Read <a href="https://example.org/x" target="_blank" rel="noopener noreferrer">more</a></p><ul><li>one</li></ul>'
        }
      />,
    );
    expect(container.querySelector('h2')).toHaveTextContent('Study');
    expect(container.querySelector('a')).toHaveAttribute('href', 'https://example.org/x');
    expect(container.querySelector('li')).toHaveTextContent('one');
  });

  it('drops scripts, event handlers, javascript: links, styles and classes but keeps their text neighbours', () => {
    const clean = sanitizeHtml(
      '<p class="hidden" style="display:none">Kept</p><script>window.bad = 1</script><img src="x" onerror="window.bad = 2"><a href="javascript:alert(1)">link</a><style>p{}</style>',
    );
    expect(clean).toContain('Kept');
    expect(clean).toContain('link');
    expect(clean).not.toMatch(/script|onerror|javascript:|style|class=/i);
  });

  it('never runs a payload when rendered', () => {
    const win = window as unknown as { pwned?: boolean };
    const { container } = render(
      <SafeHtml
        html={
          '<img src="data:," onerror="window.pwned = true"><script>window.pwned = true</script><svg onload="window.pwned = true"></svg>'
        }
      />,
    );
    expect(win.pwned).toBeUndefined();
    expect(container.innerHTML).not.toMatch(/onerror|onload|script/i);
  });
});
