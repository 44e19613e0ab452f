import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Dialog } from '../components/dialog';
import { SHORTCUT_HELP } from '../lib/shortcuts';
import { useShortcuts } from '../lib/use-shortcuts';

const SEARCH_BOX = 'form[role="search"] input:not([type="hidden"])';

/** Set when '/' leaves a page without a search box for the home page: the layout then focuses its box. */
let searchFocusAsked = false;

/** Focuses the page's search box; a page without one gives way to the home page's. */
function focusSearch(goHome: () => void) {
  const box = document.querySelector<HTMLInputElement>(SEARCH_BOX);
  if (!box) {
    searchFocusAsked = true;
    goHome();
    return;
  }
  box.focus();
  box.select();
}

/**
 * For the layout's focus on a new page: when '/' asked for the search box, focuses it once the page draws it
 * (its code may still be loading) and returns the clean-up; otherwise returns undefined.
 */
export function focusSearchIfAsked(): (() => void) | undefined {
  if (!searchFocusAsked) return undefined;
  searchFocusAsked = false;
  const focus = () => {
    const box = document.querySelector<HTMLInputElement>(SEARCH_BOX);
    box?.focus();
    return box !== null;
  };
  if (focus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (focus()) observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/** The shortcuts every page has ('/' and '?') and the dialog that lists them all. */
export function KeyboardShortcuts() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  useShortcuts({
    search: () => focusSearch(() => void navigate('/')),
    help: () => setOpen(true),
  });
  return (
    <Dialog open={open} onClose={() => setOpen(false)} title="Keyboard shortcuts">
      <dl className="shortcut-list">
        {SHORTCUT_HELP.map((s) => (
          <div key={s.does}>
            <dt>
              {s.keys.map((k, i) => (
                <span key={k}>
                  {i > 0 && ' or '}
                  <kbd>{k}</kbd>
                </span>
              ))}
            </dt>
            <dd>{s.does}</dd>
          </div>
        ))}
      </dl>
      <p className="muted small">Shortcuts do nothing while you type in a field.</p>
    </Dialog>
  );
}
