import { isSitePath } from '@strongs/contracts';
import sanitizeHtml from 'sanitize-html';

/**
 * The one HTML policy for advertisements, content boxes and custom pages, applied when they are
 * written and again when they are read (a row written before a policy change is still cleaned).
 * No scripts, no event handlers, no style attributes or elements, only http(s)/mailto links.
 */
const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    // No class either: the site's utility classes could position or hide content like a style could.
    '*': ['lang', 'dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, POLICY);
}

/** A link of an advertisement: http(s) or a path on the site, never javascript: or data:. */
export function isSafeLinkUrl(url: string): boolean {
  if (url.startsWith('/')) return isSitePath(url);
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}
