import { useEffect } from 'react';
import { siteNameOf, usePublicSettings } from './public-settings';

const TAGLINE = 'Official Authoritative Original Text Repository';

/** Spec: the home title is the site's name followed by the tagline; other pages are "{page} | {site name}". */
export function documentTitle(siteName: string, page?: string): string {
  return page ? `${page} | ${siteName}` : `${siteName} ${TAGLINE}`;
}

export function useDocumentTitle(title?: string): void {
  const siteName = siteNameOf(usePublicSettings().data);
  useEffect(() => {
    document.title = documentTitle(siteName, title);
  }, [siteName, title]);
}
