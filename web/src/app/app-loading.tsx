import { SiteHeader } from './site-header';
import { Spinner } from '../components/ui';

/** The first paint while the opening route's chunk loads (no router links needed beyond the header). */
export function AppLoading() {
  return (
    <div className="app">
      <SiteHeader />
      <main id="main" tabIndex={-1} className="container page">
        <Spinner />
      </main>
    </div>
  );
}
