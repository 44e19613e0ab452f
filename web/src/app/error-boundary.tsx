import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../lib/report-error';

interface State {
  error: Error | null;
}

/** Catches render errors, reports them to POST /api/errors and offers a reload. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    void reportError(error, { componentStack: info.componentStack ?? undefined });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <CrashNotice />;
  }
}

export function CrashNotice() {
  return (
    <main id="main" tabIndex={-1} className="container page">
      <div className="card error-card" role="alert">
        <h1>Something went wrong</h1>
        <p>The page hit an unexpected error. It has been reported; reloading usually helps.</p>
        <p>
          <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
            Reload the page
          </button>{' '}
          <a className="button" href="/">
            Go to Bible Search
          </a>
        </p>
      </div>
    </main>
  );
}
