import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { Spinner } from '../components/ui';

export function RootLayout() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  useEffect(() => {
    // Screen readers: announce a new page by moving focus to the main region's top.
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
  return (
    <div className="app">
      <a href="#main" className="skip-link">Skip to content</a>
      <SiteHeader />
      {navigation.state === 'loading' && <div className="route-progress" role="progressbar" aria-label="Loading page" />}
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
