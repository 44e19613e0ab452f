import type { ReactNode } from 'react';

export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="spinner-wrap" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="spinner-label">{label}</span>
    </div>
  );
}

export function Skeletons({ count, label = 'Loading results' }: { count: number; label?: string }) {
  return (
    <div role="status" aria-label={label} className="skeleton-list">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="skeleton-card" aria-hidden="true">
          <span className="skeleton-line short" />
          <span className="skeleton-line" />
          <span className="skeleton-line" />
        </div>
      ))}
    </div>
  );
}

/** Grey placeholder lines for text still loading; the last one shorter, as a paragraph ends. */
export function SkeletonLines({ count, className = '' }: { count: number; className?: string }) {
  return (
    <div className={`skeleton-stack ${className}`} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className={`skeleton-line${i === count - 1 && count > 1 ? ' short' : ''}`} />
      ))}
    </div>
  );
}

export function Card({
  title,
  children,
  className = '',
}: {
  title?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`card ${className}`}>
      {title && <h2 className="card-title">{title}</h2>}
      {children}
    </section>
  );
}

export function ErrorCard({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  children?: ReactNode;
}) {
  return (
    <div className="card error-card" role="alert">
      <h2 className="card-title">{title}</h2>
      <p>{message}</p>
      {children}
    </div>
  );
}

export function Badge({
  children,
  tone = 'neutral',
}: {
  children: ReactNode;
  tone?: 'hebrew' | 'greek' | 'neutral';
}) {
  return <span className={`badge badge-${tone}`}>{children}</span>;
}
