import type { VersionDetails } from '@strongs/contracts';
import { Spinner } from './ui';
import { isUnpublished, useVersions } from '../lib/api/get-versions';
import { formatCount } from '../lib/format-count';

const KIND: Record<VersionDetails['kind'], string> = {
  translation: 'Translation',
  original: 'Original language',
  derived: 'Derived edition',
};

/** Every version the site knows, installed or not, with source, licence and credit (spec README decision 8). */
export function VersionList({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { data, isPending, isError } = useVersions();
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  if (isPending) return <Spinner label="Loading versions…" />;
  if (isError)
    return <p role="alert">The list of Bible versions could not be loaded. Please try again later.</p>;
  return (
    <ul className="version-list">
      {data.map((v) => (
        <li
          key={v.code}
          id={`version-${v.code}`}
          className={`version-item${v.installed ? '' : ' not-installed'}`}
        >
          <Heading className="version-name">
            {v.name} <span className="version-tag">{v.abbreviation}</span>
            {isUnpublished(v) && (
              <>
                {' '}
                <span className="version-tag version-unpublished">unpublished</span>
              </>
            )}
          </Heading>
          <p className="version-meta">
            {KIND[v.kind]} · {v.installed ? `${formatCount(v.verseCount)} verses installed` : 'Not installed'}
            {v.installed && v.coverage ? ` · ${v.coverage}` : ''}
            {v.hasStrongs ? " · Strong's numbers" : ''}
          </p>
          {v.strongsNote && <p className="version-strongs-note">{v.strongsNote}</p>}
          {v.description && <p>{v.description}</p>}
          <dl className="version-credits">
            <dt>Licence</dt>
            <dd>{v.licence}</dd>
            <dt>Source</dt>
            <dd>{v.source}</dd>
            {v.credit && (
              <>
                <dt>Credit</dt>
                <dd>{v.credit}</dd>
              </>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}
