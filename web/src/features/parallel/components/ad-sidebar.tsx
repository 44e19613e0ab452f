import { useAdvertisements } from '../api/get-advertisements';

/** Three advertisement cards: the admin side's sidebar ads when there are any, placeholders otherwise. */
export function AdSidebar() {
  const { data } = useAdvertisements('sidebar');
  const ads = (data ?? []).slice(0, 3);
  const placeholders = 3 - ads.length;
  return (
    <aside className="ad-sidebar" aria-label="Advertisements">
      {ads.map((ad) => (
        <section key={ad.id} className="ad-card">
          <h2 className="ad-title">{ad.linkUrl ? <a href={ad.linkUrl} rel="noopener sponsored">{ad.title}</a> : ad.title}</h2>
          {/* The admin side sanitises advertisement HTML when it is saved (spec README decision 5). */}
          <div className="ad-content" dangerouslySetInnerHTML={{ __html: ad.content }} />
        </section>
      ))}
      {Array.from({ length: placeholders }, (_, i) => (
        <section key={`placeholder-${i}`} className="ad-card ad-placeholder">
          <h2 className="ad-title">Advertisement</h2>
          <p>This space is available for a study resource or ministry announcement.</p>
        </section>
      ))}
    </aside>
  );
}
