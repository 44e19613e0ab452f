import { isSitePath, type Advertisement } from '@strongs/contracts';
import { SafeHtml } from '../safe-html';

/** http(s) or a path on this site; the server checks the same on save, the browser refuses anything else anyway. */
const WEB_LINK = /^https?:\/\//i;

export function AdCard({ ad }: { ad: Advertisement }) {
  const link = ad.linkUrl && (WEB_LINK.test(ad.linkUrl) || isSitePath(ad.linkUrl)) ? ad.linkUrl : null;
  return (
    <section className="ad-card">
      <h2 className="ad-title">
        {link ? (
          <a href={link} rel="noopener sponsored">
            {ad.title}
          </a>
        ) : (
          ad.title
        )}
      </h2>
      <SafeHtml className="ad-content" html={ad.content} />
    </section>
  );
}
