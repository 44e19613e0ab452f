import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';

/** The page's main region: focus target after navigation and skip-link target. */
export function Page({
  title,
  children,
  className = '',
}: {
  title?: string;
  children: ReactNode;
  className?: string;
}) {
  useDocumentTitle(title);
  return (
    <main id="main" tabIndex={-1} className={`container page ${className}`}>
      {children}
    </main>
  );
}
