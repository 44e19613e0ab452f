import { Link, useParams } from 'react-router-dom';
import { Page } from '../../../components/page';
import { SafeHtml } from '../../../components/safe-html';
import { ErrorCard, Spinner } from '../../../components/ui';
import { ApiError, errorMessage } from '../../../lib/request';
import { useCustomPage } from '../api/get-custom-page';

/** 404: no such published page; 503: the admin service that stores pages is not running. Both read as not found. */
function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 503);
}

function PageNotFound({ slug }: { slug: string }) {
  return (
    <div className="card not-found">
      <p className="eyebrow">404</p>
      <h1>Page not found</h1>
      <p>
        No published page is called <code>{slug}</code>.
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
  );
}

/** `/pages/:slug`: a published custom page; its HTML is sanitised by the admin service and again here. */
export function CustomPageRoute() {
  const slug = useParams().slug ?? '';
  const page = useCustomPage(slug);
  return (
    <Page
      title={page.data?.title ?? (page.isError && isMissing(page.error) ? 'Page not found' : undefined)}
      className="narrow"
    >
      {page.isPending && <Spinner label="Loading page…" />}
      {page.isError &&
        (isMissing(page.error) ? (
          <PageNotFound slug={slug} />
        ) : (
          <ErrorCard
            title="Error loading page"
            message={errorMessage(page.error, 'An unexpected error occurred')}
          >
            <Link className="button" to="/">
              Back to Home
            </Link>
          </ErrorCard>
        ))}
      {page.data && (
        <article className="custom-page">
          <h1>{page.data.title}</h1>
          <SafeHtml className="custom-page-body" html={page.data.content} />
        </article>
      )}
    </Page>
  );
}

export default CustomPageRoute;
