import { render } from '@testing-library/react';
import { NoteMarkdown, safeHref } from './note-markdown';

describe('NoteMarkdown', () => {
  it('shows bold, italic, code, lists and http links', () => {
    const { container } = render(
      <NoteMarkdown
        text={'For **God** so *loved* `agape`\n\n- one\n- two\n\n[Strong](https://example.org/g25)'}
      />,
    );
    expect(container.querySelector('strong')?.textContent).toBe('God');
    expect(container.querySelector('em')?.textContent).toBe('loved');
    expect(container.querySelector('code')?.textContent).toBe('agape');
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['one', 'two']);
    expect(container.querySelector('a')?.getAttribute('href')).toBe('https://example.org/g25');
  });

  it('shows hostile HTML as text and keeps no script link', () => {
    const { container } = render(
      <NoteMarkdown
        text={
          '<img src=x onerror=alert(1)> <script>alert(2)</script>\n[x](javascript:alert(1)) [y](data:text/html,hi)'
        }
      />,
    );
    expect(container.querySelector('img, script')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(container.textContent).toContain('[x](javascript:alert(1))');
  });

  it('keeps only http, https and mailto hrefs', () => {
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref(' JavaScript:alert(1)')).toBeUndefined();
    expect(safeHref('mailto:a@b.org')).toBe('mailto:a@b.org');
  });
});
