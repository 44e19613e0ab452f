import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/page';
import { errorMessage } from '../../../lib/request';
import { useVerifyEmail } from '../api/email-address';
import '../../../styles/forms.css';
import '../auth.css';

/**
 * /verify-email?token=…, where the link in the e-mail leads. The reader confirms with a button: a mail
 * scanner that opens the link presses nothing, so the single-use link is still there for its reader.
 */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  return (
    <Page title="Verify your e-mail address" className="auth-page verify-email-page">
      <h1>Verify your e-mail address</h1>
      <section className="card">
        {verify.isSuccess ? (
          <div role="status" className="form-success">
            <p>
              <strong>{verify.data.message}</strong>
            </p>
            <p>
              <Link to="/account">Your account</Link>
            </p>
          </div>
        ) : token ? (
          <>
            <p>Confirm that this address is yours: the link works once.</p>
            {verify.isError && (
              <p className="form-failure" role="alert">
                {errorMessage(verify.error, 'The address could not be verified')}
              </p>
            )}
            <button
              type="button"
              className="button button-primary"
              disabled={verify.isPending}
              onClick={() => verify.mutate({ token })}
            >
              {verify.isPending ? 'Verifying…' : 'Verify my address'}
            </button>
          </>
        ) : (
          <p className="form-failure" role="alert">
            This page needs the link from the e-mail. Ask for a new one on{' '}
            <Link to="/account">your account</Link> page.
          </p>
        )}
      </section>
    </Page>
  );
}
