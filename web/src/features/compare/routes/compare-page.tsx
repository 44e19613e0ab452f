import { useQueries } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/page';
import { PassageLabel } from '../../../components/passage-label';
import { readerPath } from '../../../lib/books';
import { parsePassage, verseReference } from '../../../lib/passage';
import { errorMessage } from '../../../lib/request';
import { useVersions, versionMenuLabel } from '../../../lib/versions';
import { usePassageWords } from '../api/get-passage-words';
import { passageTextsQueryOptions } from '../api/get-passage-texts';
import { CompareColumns } from '../components/compare-columns';
import { compareParams, MAX_COMPARED } from '../../../lib/compare-path';
import { readCompareState } from '../compare-state';
import { useVerseMarks } from '../../../lib/study/use-verse-marks';
import '../compare.css';

/** `/compare?ref=John+3:16-21&versions=kjv,web,asv,ylt`: up to five installed texts side by side, verse by verse. */
export function ComparePage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const { ref, codes } = readCompareState(params);
  const passage = parsePassage(ref);
  const versions = useVersions();
  const installed = (versions.data ?? []).filter((v) => v.installed);
  const shown = codes.map((code) => installed.find((v) => v.code === code)).filter((v) => v !== undefined);
  const missing = versions.data ? codes.filter((code) => !installed.some((v) => v.code === code)) : [];
  const references = passage ? passage.verses.map((v) => verseReference(passage, v)) : [];
  const texts = useQueries({ queries: shown.map((v) => passageTextsQueryOptions(references, v.code)) });
  const markOf = useVerseMarks(
    passage ? passage.verses.map((v) => ({ book: passage.book.number, ...v })) : [],
  );
  const words = usePassageWords(
    passage,
    shown.map((v) => v.code),
  );

  const [draftRef, setDraftRef] = useState(ref);
  const [draftCodes, setDraftCodes] = useState(codes);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setParams(compareParams(draftRef.trim(), draftCodes));
  };
  const toggle = (code: string, on: boolean) =>
    setDraftCodes((all) => (on ? [...all, code] : all.filter((c) => c !== code)));

  return (
    <Page title={passage ? `Compare ${passage.label}` : 'Compare translations'} className="compare-page">
      <h1>Compare {passage ? <PassageLabel label={passage.label} /> : 'translations'}</h1>
      <form className="card compare-form" onSubmit={submit} aria-label="Passage and texts">
        <div className="compare-form-row">
          <label htmlFor={`${id}-ref`}>Passage</label>
          <input
            id={`${id}-ref`}
            className="input"
            value={draftRef}
            onChange={(e) => setDraftRef(e.target.value)}
            placeholder="John 3:16-21"
          />
          <button type="submit" className="button button-primary">
            Compare
          </button>
        </div>
        <fieldset className="compare-versions">
          <legend>Texts (up to {MAX_COMPARED})</legend>
          {installed.map((v) => {
            const checked = draftCodes.includes(v.code);
            return (
              <label key={v.code} className="check">
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={!checked && draftCodes.length >= MAX_COMPARED}
                  onChange={(e) => toggle(v.code, e.target.checked)}
                />
                {versionMenuLabel(v, v.abbreviation)}
              </label>
            );
          })}
        </fieldset>
      </form>
      {!passage && (
        <p className="card" role="status">
          {ref
            ? `“${ref}” is not a passage this site can show. Try “John 3:16-21” or “Psalm 23”.`
            : 'Enter a passage such as “John 3:16-21”.'}
        </p>
      )}
      {missing.length > 0 && (
        <p className="muted" role="status">
          Not installed here: {missing.join(', ').toUpperCase()}.
        </p>
      )}
      {passage && shown.length > 0 && (
        <>
          <p className="muted small">
            Verses follow the KJV's numbering; texts numbered otherwise are matched to it. Scroll any column
            and the others follow.{' '}
            {Object.keys(words).length > 0 &&
              'Hover over, tap or tab to a Hebrew or Greek word for its lemma and parsing. '}
            <Link
              to={readerPath(
                passage.book.number,
                passage.verses[0].chapter,
                passage.verses.length === 1 ? passage.verses[0].verse : undefined,
              )}
            >
              Read {passage.book.name} {passage.verses[0].chapter} in the reader
            </Link>
          </p>
          <CompareColumns
            passage={passage}
            markOf={markOf}
            columns={shown.map((version, i) => ({
              version,
              data: texts[i].data,
              words: words[version.code],
              isPending: texts[i].isPending,
              error: texts[i].isError
                ? errorMessage(texts[i].error, `${version.abbreviation} could not be loaded.`)
                : undefined,
            }))}
          />
        </>
      )}
    </Page>
  );
}

export default ComparePage;
