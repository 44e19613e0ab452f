import { useDeferredValue } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/page';
import { Tabs } from '../../../components/tabs';
import { ErrorCard } from '../../../components/ui';
import { errorMessage, isNotFound } from '../../../lib/request';
import { tryParseStrongs } from '@strongs/scripture/strongs-number';
import { isHebrew } from '../../../lib/strongs';
import { useDictionaryEntry } from '../../../lib/api/get-dictionary-entry';
import {
  ExamplesCard,
  RelatedWordsCard,
  StudyResourcesCard,
  TranslationsCard,
  VersionTranslationsCards,
} from '../components/entry-cards';
import { DefinitionSection } from '../components/definition-section';
import { EntryHeader } from '../components/entry-header';
import { EntrySkeleton } from '../components/entry-skeleton';
import { OccurrencesChart } from '../components/occurrences-chart';
import { OccurrencesTab } from '../components/occurrences-tab';
import { UsageText } from '../components/usage-text';
import { formatCount } from '../../../lib/format-count';
import { LexiconCredit } from '../../../components/credit-line';

type EntryTab = 'definition' | 'occurrences' | 'origin' | 'usage';

function NotFound({ number, strongsRoute }: { number: string; strongsRoute: boolean }) {
  return (
    <div className="card not-found" role="alert">
      <h1>{strongsRoute ? "Strong's Number Not Found" : 'Dictionary Entry Not Found'}</h1>
      <p>No definition found for Strong's number {number || '(none)'}</p>
      <Link className="button button-primary" to="/">
        Try a Different Search
      </Link>
    </div>
  );
}

/** /dictionary/{n} and /strongs/{n}: one entry with tabs, cards and the occurrences-by-book chart. */
export function EntryPage() {
  const { strongsNumber: param = '' } = useParams();
  const location = useLocation();
  const { pathname } = location;
  const strongsRoute = pathname.startsWith('/strongs/');
  const [params, setParams] = useSearchParams();
  const n = tryParseStrongs(param) ?? '';
  // Deferred: the entry is drawn in a transition that yields to the browser, not in one long task.
  const query = useDeferredValue(useDictionaryEntry(n, !!n));
  const entry = query.data;
  const requested = params.get('tab') as EntryTab | null;
  const tabs: { key: EntryTab; label: string }[] = entry
    ? [
        { key: 'definition', label: 'Definition' },
        { key: 'occurrences', label: `Occurrences (${formatCount(entry.totalVerses)})` },
        ...(entry.origin ? [{ key: 'origin' as const, label: 'Origin' }] : []),
        ...(entry.usage ? [{ key: 'usage' as const, label: 'Usage' }] : []),
      ]
    : [];
  const tab: EntryTab = tabs.some((t) => t.key === requested) ? (requested as EntryTab) : 'definition';
  const setTab = (key: EntryTab) =>
    setParams(key === 'definition' ? {} : { tab: key }, { replace: true, state: location.state });

  return (
    <Page
      title={entry ? `${entry.strongsNumber} ${entry.transliteration}` : `Strong's ${param}`}
      className="entry-page"
    >
      {!n && <NotFound number={param} strongsRoute={strongsRoute} />}
      {n && query.isPending && <EntrySkeleton strongsNumber={n} />}
      {query.isError &&
        (isNotFound(query.error) ? (
          <NotFound number={n} strongsRoute={strongsRoute} />
        ) : (
          <ErrorCard title="Error" message={errorMessage(query.error, "Failed to fetch Strong's definition")}>
            <Link className="button" to="/search">
              Back to Search
            </Link>
          </ErrorCard>
        ))}
      {entry && (
        <>
          <EntryHeader entry={entry} />
          <div className="entry-layout">
            <div className="entry-main">
              <Tabs tabs={tabs} active={tab} onChange={setTab} label="Entry sections">
                {tab === 'definition' && <DefinitionSection entry={entry} />}
                {tab === 'occurrences' && (
                  <OccurrencesTab strongsNumber={entry.strongsNumber} totalVerses={entry.totalVerses} />
                )}
                {tab === 'origin' && (
                  <div>
                    <h2 className="small-heading">Origin</h2>
                    <p>{entry.origin}</p>
                  </div>
                )}
                {tab === 'usage' && (
                  <div>
                    <h2 className="small-heading">Usage in KJV</h2>
                    <UsageText usage={entry.usage} language={entry.language} />
                  </div>
                )}
              </Tabs>
              <p className="concordance-link">
                <Link to={`/dictionary/${entry.strongsNumber}/concordance`}>
                  Englishman&rsquo;s concordance: every form of {entry.strongsNumber} in the{' '}
                  {isHebrew(entry.strongsNumber) ? 'Hebrew Bible' : 'Greek New Testament'}, with its parsing
                </Link>
              </p>
              <section className="card">
                <h2 className="card-title">Occurrences by book</h2>
                <OccurrencesChart strongsNumber={entry.strongsNumber} books={entry.occurrencesByBook} />
              </section>
            </div>
            <div className="entry-side">
              <TranslationsCard entry={entry} />
              <VersionTranslationsCards entry={entry} />
              <ExamplesCard entry={entry} />
              <RelatedWordsCard entry={entry} />
              <StudyResourcesCard
                entry={entry}
                onOccurrences={() => {
                  setTab('occurrences');
                  window.scrollTo({ top: 0 });
                }}
              />
            </div>
          </div>
          <LexiconCredit />
        </>
      )}
    </Page>
  );
}

export default EntryPage;
