import { shortcutFor, type KeyPress } from './shortcuts';

const press = (key: string, more: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  target: document.body,
  ...more,
});

function element(html: string): Element {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.appendChild(holder);
  return holder.firstElementChild!;
}

describe('the keyboard shortcuts', () => {
  it('map n and ], p and [, / and ? to next, previous, search and help', () => {
    expect(['n', 'N', ']', 'p', '[', '/', '?'].map((k) => shortcutFor(press(k)))).toEqual([
      'next',
      'next',
      'next',
      'previous',
      'previous',
      'search',
      'help',
    ]);
    expect(shortcutFor(press('x'))).toBeNull();
    expect(shortcutFor(press('Enter'))).toBeNull();
  });

  it('never fire with Ctrl, Alt or Meta held (the browser keeps Ctrl+P, Alt+N)', () => {
    expect(shortcutFor(press('p', { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(press('n', { altKey: true }))).toBeNull();
    expect(shortcutFor(press('/', { metaKey: true }))).toBeNull();
  });

  it.each([
    '<input type="text" />',
    '<textarea></textarea>',
    '<select><option>KJV</option></select>',
    '<div contenteditable="true">note</div>',
  ])('never fire while typing in %s', (html) => {
    const target = element(html);
    // jsdom has no layout, so it does not derive isContentEditable: the browser does.
    if (target.hasAttribute('contenteditable'))
      Object.defineProperty(target, 'isContentEditable', { value: true });
    expect(shortcutFor(press('n', { target }))).toBeNull();
    expect(shortcutFor(press('/', { target }))).toBeNull();
  });

  it('leave a dialog its own keys and a key another handler took', () => {
    const button = element('<div role="dialog"><button>Close</button></div>').querySelector('button');
    expect(shortcutFor(press('n', { target: button }))).toBeNull();
    expect(shortcutFor(press('n', { defaultPrevented: true }))).toBeNull();
  });
});
