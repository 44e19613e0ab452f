/** The site's keyboard shortcuts: one key each, never while typing or with Ctrl, Alt or Meta held. */
export type Shortcut = 'next' | 'previous' | 'search' | 'help';

const KEYS: Record<string, Shortcut> = {
  n: 'next',
  ']': 'next',
  p: 'previous',
  '[': 'previous',
  '/': 'search',
  '?': 'help',
};

/** What the help dialog lists, in its order. */
export const SHORTCUT_HELP: readonly { keys: string[]; does: string }[] = [
  { keys: ['n', ']'], does: 'Next chapter (in the reader) or next page of results' },
  { keys: ['p', '['], does: 'Previous chapter (in the reader) or previous page of results' },
  { keys: ['/'], does: 'Go to the search box' },
  { keys: ['?'], does: 'Show these shortcuts' },
  { keys: ['Esc'], does: 'Close a dialog or menu' },
];

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  target: EventTarget | null;
  defaultPrevented?: boolean;
}

/** Typing: a text field, a menu, or anything editable (a rich editor in the admin screens). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select')) return true;
  return target instanceof HTMLElement && target.isContentEditable;
}

function inDialog(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[role="dialog"]') !== null;
}

export function shortcutFor(event: KeyPress): Shortcut | null {
  if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return null;
  // Typing, or in a dialog, whose keys are its own.
  if (isTyping(event.target) || inDialog(event.target)) return null;
  return KEYS[event.key.length === 1 ? event.key.toLowerCase() : event.key] ?? null;
}
