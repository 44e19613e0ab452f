import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * The admin service sanitises stored HTML already; the browser cleans it again before it reaches the
 * DOM, so a row written under an older or buggy server policy still cannot run script here.
 * Styles and classes are dropped like on the server: they could move or hide site content.
 */
const POLICY = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  FORBID_ATTR: ['style', 'class', 'id'],
  ADD_ATTR: ['target'],
};

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, POLICY);
}

interface SafeHtmlProps {
  html: string;
  className?: string;
}

/** Server HTML (advertisements, content boxes, custom pages), sanitised once more before it is shown. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
