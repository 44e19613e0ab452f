import { parseThemeChoice, readThemeChoice, resolveTheme, THEME_KEY, writeThemeChoice } from './theme';

beforeEach(() => localStorage.clear());

describe('the colour theme', () => {
  it('follows the system unless light or dark is chosen', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('reads anything but light or dark as the system choice', () => {
    expect(parseThemeChoice(null)).toBe('system');
    expect(parseThemeChoice('sepia')).toBe('system');
    expect(parseThemeChoice('dark')).toBe('dark');
  });

  it('keeps light or dark in this browser and forgets the key for system', () => {
    writeThemeChoice('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    expect(readThemeChoice()).toBe('dark');
    writeThemeChoice('system');
    expect(localStorage.getItem(THEME_KEY)).toBeNull();
    expect(readThemeChoice()).toBe('system');
  });
});
