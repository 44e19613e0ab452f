import type { DictionaryEntryResponse, VersionTranslations } from '@strongs/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { HowWeCount } from '../../../components/how-we-count';
import { Card } from '../../../components/ui';
import { parseReference, readerPath } from '../../../lib/books';
import { Highlight } from '../../../components/highlight';
import { formatCount } from '../../../lib/format-count';
import '../../../styles/original-fonts.css';

/** Spec §9: related words 5; sample verses capped at 3 lines. */
const RELATED_LIMIT = 5;
const EXAMPLES = 3;

export function ExamplesCard({ entry }: { entry: DictionaryEntryResponse }) {
  const words = entry.kjvTranslations.map((t) => t.translation);
  return (
    <Card title="Examples">
      {entry.occurrences.length === 0 ? (
        <p className="muted">No verses of the KJV are tagged with {entry.strongsNumber}.</p>
      ) : (
        <ul className="examples">
          {entry.occurrences.slice(0, EXAMPLES).map((o) => {
            const ref = parseReference(o.reference);
            return (
              <li key={o.reference}>
                {ref ? (
                  <Link to={readerPath(ref.book, ref.chapter, ref.verse, true)}>{o.reference}</Link>
                ) : (
                  <strong>{o.reference}</strong>
                )}
                <p className="clamp-3">
                  <Highlight text={o.text} words={words} />
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

export function RelatedWordsCard({ entry }: { entry: DictionaryEntryResponse }) {
  const related = entry.related.filter((r) => r.language === entry.language).slice(0, RELATED_LIMIT);
  return (
    <Card title="Related Words">
      {related.length === 0 ? (
        <p className="muted">
          The entry names no related {entry.language === 'hebrew' ? 'Hebrew' : 'Greek'} words.
        </p>
      ) : (
        <ul className="related">
          {related.map((r) => (
            <li key={r.strongsNumber}>
              <Link to={`/dictionary/${r.strongsNumber}`}>
                <strong>{r.strongsNumber}</strong>{' '}
                <span
                  lang={r.language === 'hebrew' ? 'he' : 'grc'}
                  dir={r.language === 'hebrew' ? 'rtl' : 'ltr'}
                >
                  {r.word}
                </span>{' '}
                {r.transliteration}
              </Link>
              <span className="small muted"> — {r.gloss}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function StudyResourcesCard({
  entry,
  onOccurrences,
}: {
  entry: DictionaryEntryResponse;
  onOccurrences: () => void;
}) {
  const n = entry.strongsNumber;
  const hebrew = entry.language === 'hebrew';
  return (
    <Card title="Study Resources">
      <ul className="resource-links">
        <li>
          <Link to={`/strongs-results?q=${encodeURIComponent(n)}`}>Concordance search for {n}</Link>
        </li>
        <li>
          <button type="button" className="link-button" onClick={onOccurrences}>
            All {formatCount(entry.totalVerses)} occurrences
          </button>
        </li>
        {hebrew ? (
          <li>
            <Link to="/hebrew-learning">Hebrew learning centre</Link>
          </li>
        ) : (
          <li>
            <Link to="/dictionary?lang=greek">Browse Greek entries</Link>
          </li>
        )}
        <li>
          <Link to={`/dictionary?lang=${entry.language}`}>More {hebrew ? 'Hebrew' : 'Greek'} words</Link>
        </li>
      </ul>
    </Card>
  );
}

export function TranslationsCard({ entry }: { entry: DictionaryEntryResponse }) {
  return (
    <Card title="KJV Translations">
      {entry.kjvTranslations.length === 0 ? (
        <p className="muted">The KJV does not render {entry.strongsNumber} in any tagged word.</p>
      ) : (
        <>
          <p className="small muted">
            {formatCount(entry.totalWords)} tagged words in {formatCount(entry.totalVerses)} verses
          </p>
          <ul className="translation-counts">
            {entry.kjvTranslations.map((t) => (
              <li key={t.translation}>
                {t.translation} <span className="count">{t.count}</span>
              </li>
            ))}
          </ul>
          <HowWeCount />
        </>
      )}
    </Card>
  );
}

/** A version's renderings shown before "Show all": the most frequent, which carry most of the count. */
const RENDERINGS_SHOWN = 12;

function VersionTranslationsList({
  strongsNumber,
  version,
}: {
  strongsNumber: string;
  version: VersionTranslations;
}) {
  const [all, setAll] = useState(false);
  const shown = all ? version.translations : version.translations.slice(0, RENDERINGS_SHOWN);
  const hidden = version.translations.length - shown.length;
  return (
    <>
      <p className="small muted">
        {formatCount(version.totalWords)} tagged {version.totalWords === 1 ? 'phrase' : 'phrases'} ·{' '}
        <Link
          to={`/results?${new URLSearchParams({ q: strongsNumber, db: version.version, page: '1' }).toString()}`}
        >
          {strongsNumber} in the {version.abbreviation}
        </Link>
      </p>
      <ul className="translation-counts" lang={version.language}>
        {shown.map((t) => (
          <li key={t.translation}>
            {t.translation} <span className="count">{t.count}×</span>
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <button type="button" className="link-button small" onClick={() => setAll(true)}>
          Show all {formatCount(version.translations.length)} renderings
        </button>
      )}
    </>
  );
}

/**
 * The renderings of the other translations tagged with Strong's numbers (the Reina-Valera 1909), beside the
 * KJV's: "Reina-Valera 1909: ama 23×, amó 13×, amarás 10× …" for G25.
 */
export function VersionTranslationsCards({ entry }: { entry: DictionaryEntryResponse }) {
  return (
    <>
      {entry.versionTranslations.map((version) => (
        <Card key={version.version} title={`${version.name} Translations`} className="version-translations">
          <VersionTranslationsList strongsNumber={entry.strongsNumber} version={version} />
          <details className="how-we-count">
            <summary>How we count</summary>
            <p>
              From the Strong&rsquo;s tags of the {version.abbreviation}, which tag whole phrases: each tagged
              phrase counts once for each of its numbers, from its first word that is not an article,
              preposition, conjunction or pronoun (&ldquo;y la tierra&rdquo; counts as <em>tierra</em>,
              &ldquo;nos amó&rdquo; as <em>amó</em>; a phrase of such words only stays whole). A capital that
              only opens a sentence is not kept. The counts add up to the tagged phrases.
            </p>
          </details>
        </Card>
      ))}
    </>
  );
}
