import { useRef, useState, useSyncExternalStore } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { HeaderAccount } from '../features/auth/components/header-account';
import { useEscapeKey } from '../lib/use-escape-key';
import { ThemeSelect } from './theme-select';

const LOGO_SOURCES = ['/logo.svg', '/images/logo-fallback.svg'];

/** Logo with the spec's two fallbacks: a static fallback image, then the site's name as text. */
function Logo() {
  const [attempt, setAttempt] = useState(0);
  if (attempt >= LOGO_SOURCES.length) return <span className="logo-text">Strong's Dictionary</span>;
  return (
    <>
      <img
        src={LOGO_SOURCES[attempt]}
        alt=""
        width={36}
        height={36}
        onError={() => setAttempt((a) => a + 1)}
      />
      <span className="logo-text">Strong's Dictionary</span>
    </>
  );
}

/**
 * Whether the phone menu is open, outside the component: the header drawn while the first route loads is
 * replaced by the layout's header, and a menu opened in between must stay open.
 */
const menu = {
  open: false,
  listeners: new Set<() => void>(),
  set(open: boolean) {
    menu.open = open;
    menu.listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    menu.listeners.add(listener);
    return () => void menu.listeners.delete(listener);
  },
};

function useMenuOpen(): [boolean, (open: boolean | ((was: boolean) => boolean)) => void] {
  const open = useSyncExternalStore(menu.subscribe, () => menu.open);
  return [open, (next) => menu.set(typeof next === 'function' ? next(menu.open) : next)];
}

export function SiteHeader() {
  const [open, setOpen] = useMenuOpen();
  const menuButton = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  // Esc closes the open menu and gives focus back to its button, as a disclosure should.
  useEscapeKey(open, () => {
    setOpen(false);
    menuButton.current?.focus();
  });
  return (
    <header className="site-header">
      <div className="container header-inner">
        <Link to="/" className="logo" aria-label="Strong's Dictionary home">
          <Logo />
        </Link>
        <button
          ref={menuButton}
          type="button"
          className="menu-button"
          aria-expanded={open}
          aria-controls="main-nav"
          onClick={() => setOpen((o) => !o)}
        >
          Menu
        </button>
        <nav id="main-nav" aria-label="Main" className={`main-nav${open ? ' is-open' : ''}`}>
          <NavLink to="/" end onClick={close}>
            Bible Search
          </NavLink>
          <NavLink to="/bible" onClick={close}>
            Read the Bible
          </NavLink>
          <NavLink to="/dictionary" onClick={close}>
            Strong's Dictionary
          </NavLink>
          <NavLink to="/parallel-bible" onClick={close}>
            Parallel Bible View
          </NavLink>
          <ThemeSelect />
          <HeaderAccount onNavigate={close} />
        </nav>
      </div>
    </header>
  );
}
