import { Page } from '../../../components/page';
import { ChangePasswordForm } from '../components/change-password-form';
import { DeleteAccountForm } from '../components/delete-account-form';
import { EmailAddressSection } from '../components/email-address-section';
import { RequireSession } from '../components/require-session';
import '../../../styles/forms.css';
import '../auth.css';

const ROLE_NAMES = { admin: 'Administrator', user: 'User' } as const;

/** /account: who is signed in, their e-mail address and whether it is verified, a new password, deletion. */
export default function AccountPage() {
  return (
    <Page title="Your account" className="auth-page account-page">
      <RequireSession>
        {(user) => (
          <>
            <h1>Your account</h1>
            <section className="card" aria-labelledby="account-details-title">
              <h2 id="account-details-title" className="card-title">
                Account details
              </h2>
              <dl className="account-facts">
                <dt>User name</dt>
                <dd>{user.username}</dd>
                <dt>Role</dt>
                <dd>{ROLE_NAMES[user.role]}</dd>
              </dl>
            </section>
            <EmailAddressSection />
            <section className="card" aria-labelledby="change-password-title">
              <h2 id="change-password-title" className="card-title">
                Change password
              </h2>
              <p className="muted">
                Changing it signs out every other browser or device that is signed in to this account.
              </p>
              <ChangePasswordForm username={user.username} />
            </section>
            {user.role === 'user' && (
              <section className="card" aria-labelledby="delete-account-title">
                <h2 id="delete-account-title" className="card-title">
                  Delete account
                </h2>
                <p className="muted">
                  Your account goes, with every highlight, note, bookmark and reading plan in it. Export them
                  first from My study if you want to keep them.
                </p>
                <DeleteAccountForm />
              </section>
            )}
          </>
        )}
      </RequireSession>
    </Page>
  );
}
