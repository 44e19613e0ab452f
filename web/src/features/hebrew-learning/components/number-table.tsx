import { Link } from 'react-router-dom';
import type { HebrewNumber } from '../data/types';
import { He } from './hebrew-text';
import { formatCount } from '../../../lib/format-count';

export function NumberTable({ numbers }: { numbers: readonly HebrewNumber[] }) {
  return (
    <section aria-labelledby="hl-numbers-h">
      <h2 id="hl-numbers-h">Hebrew Numbers</h2>
      <p className="hl-lead">
        Counting uses the feminine form; masculine nouns take the masculine one. Letters also serve as
        numerals (gematria), as in chapter and verse numbers.
      </p>
      <div className="hl-table-wrap" tabIndex={0} role="region" aria-label="Numbers table (scrolls sideways)">
        <table className="hl-table">
          <caption>Hebrew numbers 1–10, the tens to 100, and 1,000</caption>
          <thead>
            <tr>
              <th scope="col">Number</th>
              <th scope="col">Hebrew</th>
              <th scope="col">Transliteration</th>
              <th scope="col">Masculine form</th>
              <th scope="col">Letter numeral</th>
              <th scope="col">Biblical word</th>
            </tr>
          </thead>
          <tbody>
            {numbers.map((n) => (
              <tr key={n.value}>
                <th scope="row" className="hl-num">
                  {formatCount(n.value)}
                </th>
                <td>
                  <He>{n.hebrew}</He>
                </td>
                <td>
                  <i>{n.transliteration}</i>
                </td>
                <td>
                  <He>{n.masculine}</He> <i>({n.masculineTransliteration})</i>
                </td>
                <td>
                  <He large>{n.letters}</He>
                </td>
                <td>
                  <Link to={`/dictionary/${n.strongsNumber}`}>{n.strongsNumber}</Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
