import { SkeletonLines } from '../../../components/ui';
import { CHART_HEIGHT } from './occurrences-chart';

const SIDE_CARDS = [
  { title: 'KJV Translations', lines: 8 },
  { title: 'Examples', lines: 7 },
  { title: 'Related Words', lines: 5 },
  { title: 'Study Resources', lines: 4 },
];

/**
 * The entry page's layout while the entry loads: the same header, tabs, chart and side cards with grey lines
 * in place of text and the chart's own height, so the page does not jump when the entry arrives.
 */
export function EntrySkeleton({ strongsNumber }: { strongsNumber: string }) {
  return (
    <div role="status" aria-label={`Loading entry ${strongsNumber}…`}>
      <div aria-hidden="true">
        <div className="entry-header entry-header-skeleton">
          <SkeletonLines count={1} className="skeleton-back" />
          <p className="entry-skeleton-title">
            <span className="strongs-number">{strongsNumber}</span>
          </p>
          <SkeletonLines count={2} className="skeleton-word" />
        </div>
        <div className="entry-layout">
          <div className="entry-main">
            <section className="card entry-tabs-skeleton">
              <SkeletonLines count={5} />
            </section>
            <section className="card">
              <h2 className="card-title">Occurrences by book</h2>
              <SkeletonLines count={2} />
              <div className="chart-skeleton" style={{ height: CHART_HEIGHT }} />
            </section>
          </div>
          <div className="entry-side">
            {SIDE_CARDS.map((card) => (
              <section key={card.title} className="card">
                <h2 className="card-title">{card.title}</h2>
                <SkeletonLines count={card.lines} />
              </section>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
