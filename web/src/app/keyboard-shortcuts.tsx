import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Dialog } from '../components/dialog';
import { SHORTCUT_HELP } from '../lib/shortcuts';
import { useShortcuts } from '../lib/use-shortcuts';

const SEARCH_BOX = 'form[role="search"] input:not([type="hidden"])';

/** Focuses the page's search box; a page without one gives way to the home page's, focused once it is drawn. */
function focusSearch(goHome: () => void) {
  const box = document.querySelector<HTMLInputElement>(SEARCH_BOX);
  if (box) {
    box.focus();
    box.select();
    return;
  }
  goHome();
  const observer = new MutationObserver(() => {
    const home = document.querySelector<HTMLInputElement>(SEARCH_BOX);
    if (!home) return;
    observer.disconnect();
    home.focus();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  // A page that never draws one (an error) must not leave the observer running.
  window.setTimeout(() => observer.disconnect(), 10_000);
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
