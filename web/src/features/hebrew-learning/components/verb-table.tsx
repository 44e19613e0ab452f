import { useId, useMemo, useState } from 'react';
import { BINYANIM, type HebrewVerb } from '../data/types';
import { filterVerbs, type BinyanFilter } from '../lib/filters';
import { AudioButton } from './audio-button';
import { He } from './hebrew-text';

export const NO_VERBS = 'No verbs found matching your search.';

function Form({ he, tr }: { he: string | null; tr: string | null }) {
  if (!he) return <span title="Pu'al and Huf'al have no infinitive in use">—</span>;
  return (
    <>
      <He>{he}</He>
      <br />
      <i>{tr}</i>
    </>
  );
}

export function VerbTable({
  verbs,
  headingLevel = 2,
}: {
  verbs: readonly HebrewVerb[];
  headingLevel?: 2 | 3;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [binyan, setBinyan] = useState<BinyanFilter>('All');
  const shown = useMemo(() => filterVerbs(verbs, query, binyan), [verbs, query, binyan]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <section aria-labelledby={`${id}-h`}>
      <Heading id={`${id}-h`}>{verbs.length} Basic Verbs</Heading>
      <div className="hl-toolbar" role="search">
        <div className="hl-field">
          <label htmlFor={`${id}-q`}>Search verbs (English or Hebrew)</label>
          <input
            id={`${id}-q`}
            type="search"
            value={query}
            placeholder="e.g. write, כתב"
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <div className="hl-field">
          <label htmlFor={`${id}-b`}>Binyan</label>
          <select id={`${id}-b`} value={binyan} onChange={(e) => setBinyan(e.target.value as BinyanFilter)}>
            <option value="All">All</option>
            {BINYANIM.map((b) => (
              <option key={b} value={b}>
                {b}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="hl-count" aria-live="polite">
        Showing {shown.length} of {verbs.length} verbs
      </p>
      {shown.length === 0 ? (
        <p className="hl-empty" role="status">
          {NO_VERBS}
        </p>
      ) : (
        <div className="hl-table-wrap" tabIndex={0} role="region" aria-label="Verbs table (scrolls sideways)">
          <table className="hl-table">
            <caption>
              Common Hebrew verbs{binyan === 'All' ? '' : ` in ${binyan}`}, first person singular
            </caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Root</th>
                <th scope="col">Infinitive</th>
                <th scope="col">English</th>
                <th scope="col">Past (1st person)</th>
                <th scope="col">Present (1st person)</th>
                <th scope="col">Future (1st person)</th>
                <th scope="col">Binyan</th>
                <th scope="col">Audio</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((v) => (
                <tr key={v.id}>
                  <td className="hl-num">{v.id}</td>
                  <td>
                    <He>{v.root}</He>
                  </td>
                  <td>
                    <Form he={v.infinitive} tr={v.transliterations.infinitive} />
                  </td>
                  <th scope="row">{v.english}</th>
                  <td>
                    <Form he={v.pastFirstPerson} tr={v.transliterations.past} />
                  </td>
                  <td>
                    <Form he={v.presentFirstPerson} tr={v.transliterations.present} />
                  </td>
                  <td>
                    <Form he={v.futureFirstPerson} tr={v.transliterations.future} />
                  </td>
                  <td>{v.binyan}</td>
                  <td>
                    <AudioButton
                      url={v.audioUrl}
                      hebrew={v.infinitive ?? v.pastFirstPerson}
                      label={v.english}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
