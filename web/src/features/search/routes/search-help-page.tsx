import { Link } from 'react-router-dom';
import { Page } from '../../../components/page';
import { resultsPath } from '../../../lib/results-path';

interface Operator {
  name: string;
  what: string;
  examples: readonly { q: string; db?: string; note?: string }[];
}

/** Every operator the search box understands, each with an example that runs (issue #31). */
const OPERATORS: readonly Operator[] = [
  { name: 'Words', what: 'Verses with every word, in any order.', examples: [{ q: 'love world' }] },
  {
    name: '"Exact phrase"',
    what: 'The words together, in this order.',
    examples: [{ q: '"the word of the Lord"' }],
  },
  { name: 'OR', what: 'Either word (or phrase).', examples: [{ q: 'charity OR love' }] },
  { name: '-exclude', what: 'Leave out verses with the word.', examples: [{ q: 'love -hate' }] },
  {
    name: 'prefix*',
    what: 'Every word that starts so (two letters at least).',
    examples: [{ q: 'forgiv*' }],
  },
  {
    name: "Strong's number",
    what: 'Every verse where the word behind the translation carries the number (tagged texts: KJV, RSTNE and the originals).',
    examples: [{ q: 'H7225' }, { q: 'G26' }],
  },
  {
    name: 'Reference',
    what: 'A verse, a range, a chapter or a list, in KJV numbering for every text.',
    examples: [{ q: 'John 3:16' }, { q: 'Gen 1:1-3; Jn 3:16' }, { q: 'Psalms 23' }],
  },
  {
    name: 'in:book',
    what: 'Only one book (its name or abbreviation, no spaces: 1Sam, Song).',
    examples: [{ q: 'faith in:Heb' }],
  },
  { name: 'in:from-to', what: 'A range of books.', examples: [{ q: 'love in:Matt-John' }] },
  { name: 'in:ot, in:nt', what: 'One testament.', examples: [{ q: 'grace in:ot' }] },
  {
    name: 'morph:',
    what: "The parsing of the original word, beside a Strong's number or an original word: features joined by commas (stem, tense, person, gender, number, state for Hebrew; tense, voice, mood, case, person, number, gender for Greek). Original texts only (WLC, TR, BYZ).",
    examples: [
      { q: 'H1254 morph:qal,perfect', db: 'wlc' },
      { q: 'G25 morph:imperative', db: 'tr' },
    ],
  },
];

export function SearchHelpPage() {
  return (
    <Page title="Search help" className="narrow">
      <h1>Search help</h1>
      <p>
        One box takes all of these, alone or together (
        <Link to={resultsPath('love -hate in:nt', 'kjv')}>love -hate in:nt</Link>
        ). The <strong>Advanced search</strong> panel under the box writes them for you. Results come in Bible
        order; every search is an address you can share.
      </p>
      <ul className="search-help-list">
        {OPERATORS.map((op) => (
          <li key={op.name}>
            <h2>
              <code>{op.name}</code>
            </h2>
            <p>{op.what}</p>
            <p>
              Try:{' '}
              {op.examples.map((e, i) => (
                <span key={e.q}>
                  {i > 0 && ' · '}
                  <Link to={resultsPath(e.q, e.db ?? 'kjv')}>{e.q}</Link>
                  {e.db && <span className="muted"> (in the {e.db.toUpperCase()})</span>}
                </span>
              ))}
            </p>
          </li>
        ))}
      </ul>
    </Page>
  );
}

export default SearchHelpPage;
