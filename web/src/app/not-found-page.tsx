import { Link, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../lib/use-document-title';

export function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle('Page Not Found');
  return (
    <main id="main" tabIndex={-1} className="container page narrow">
      <div className="card not-found">
        <p className="eyebrow">404</p>
        <h1>Page Not Found</h1>
        <p>
          There is no page at <code>{pathname}</code>.
        </p>
        <p className="actions">
          <Link className="button button-primary" to="/">
            Search the Bible
          </Link>
          <Link className="button" to="/dictionary">
            Browse Strong's Dictionary
          </Link>
        </p>
      </div>
    </main>
  );
}
