import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { readThemeChoice, resolveTheme, THEME_KEY } from '../lib/theme';
import { ThemeSelect } from './theme-select';

/** A matchMedia whose dark preference the test sets and changes. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches: dark,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  };
  window.matchMedia = jest.fn(() => media) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      media.matches = next;
      listeners.forEach((l) => l());
    },
  };
}

const theme = () => document.documentElement.dataset.theme;

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe('the theme before the first paint', () => {
  it.each([
    [null, true, 'dark'],
    [null, false, 'light'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
  ])(
    'is set before the first paint by theme-init.js as the app sets it (kept %s, system dark %s)',
    (kept, dark, expected) => {
      fakeSystem(dark);
      if (kept) localStorage.setItem(THEME_KEY, kept);
      const script = readFileSync(join(__dirname, '../../public/theme-init.js'), 'utf8');
      new Function(script)();
      expect(theme()).toBe(expected);
      expect(resolveTheme(readThemeChoice(), dark)).toBe(expected);
    },
  );
});

describe('the theme menu', () => {
  it('applies and remembers a choice, and follows the system while System is chosen', () => {
    const system = fakeSystem(false);
    const { unmount } = render(<ThemeSelect />);
    const menu = screen.getByRole('combobox', { name: 'Theme' });
    expect((menu as HTMLSelectElement).value).toBe('system');
    expect(theme()).toBe('light');
    act(() => system.set(true));
    expect(theme()).toBe('dark');

    fireEvent.change(menu, { target: { value: 'light' } });
    expect(theme()).toBe('light');
    expect(localStorage.getItem(THEME_KEY)).toBe('light');
    act(() => system.set(true));
    expect(theme()).toBe('light');
    unmount();

    render(<ThemeSelect />);
    expect((screen.getByRole('combobox', { name: 'Theme' }) as HTMLSelectElement).value).toBe('light');
  });

  it('takes a choice made in another tab, and prints light whatever is chosen', () => {
    fakeSystem(true);
    render(<ThemeSelect />);
    expect(theme()).toBe('dark');
    act(() => {
      localStorage.setItem(THEME_KEY, 'light');
      window.dispatchEvent(new StorageEvent('storage', { key: THEME_KEY, newValue: 'light' }));
    });
    expect(theme()).toBe('light');
    expect((screen.getByRole('combobox', { name: 'Theme' }) as HTMLSelectElement).value).toBe('light');
    fireEvent.change(screen.getByRole('combobox', { name: 'Theme' }), { target: { value: 'dark' } });
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    expect(theme()).toBe('light');
    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(theme()).toBe('dark');
  });
});
