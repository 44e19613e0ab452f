import { useEffect } from 'react';

export const SITE_TITLE = "Strong's Dictionary Official Authoritative Original Text Repository";

export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | Strong's Dictionary` : SITE_TITLE;
  }, [title]);
}
