import type { AdPosition } from '@strongs/contracts';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation, type Location } from 'react-router-dom';
import { OfflineNotice } from '../components/offline-notice';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from './site-header';
import { focusSearchIfAsked, KeyboardShortcuts } from './keyboard-shortcuts';
import { Spinner } from '../components/ui';

// Loaded beside the page rather than in the shell: advertisements are never what the visitor waits for.
const AdSlot = lazy(() => import('../components/promotions/ad-slot').then((m) => ({ default: m.AdSlot })));

/** The admin and sign-in screens carry no advertisements. */
const AD_FREE = /^\/(admin|auth)(\/|$)/;

/**
 * Scroll positions are kept per history entry. Every page opened afresh has React Router's key "default",
 * whatever its address, so a chapter opened at a verse in a tab that showed another page before was scrolled
 * back to that page's position once its verse was in view: such an entry is kept by its address instead.
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;

/** An advertisement row; nothing is drawn while its code loads. */
function PageAd({ position }: { position: AdPosition }) {
  return (
    <div className="container">
      <Suspense fallback={null}>
        <AdSlot position={position} />
      </Suspense>
    </div>
  );
}

export function RootLayout() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const ads = !AD_FREE.test(pathname);
  const opened = useRef(false);
  useEffect(() => {
    // '/' from a page without a search box: the home page's box takes the focus instead.
    const stopWaiting = focusSearchIfAsked();
    if (stopWaiting) return stopWaiting;
    // The page the browser opened starts at the top of the document, as any page does (and focusing laid the
    // page out at once while it was still being drawn).
    if (!opened.current) {
      opened.current = true;
      return;
    }
    // Screen readers: announce a new page by moving focus to the main region's top.
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
  return (
    <div className="app">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader />
      <OfflineNotice />
      {navigation.state === 'loading' && (
        <div className="route-progress" role="progressbar" aria-label="Loading page" />
      )}
      {ads && <PageAd position="header" />}
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
      {ads && <PageAd position="footer" />}
      <SiteFooter />
      <ScrollRestoration getKey={scrollKey} />
      <KeyboardShortcuts />
    </div>
  );
}
