import type { HebrewLetter } from '../data/types';
import { AudioButton } from './audio-button';
import { He } from './hebrew-text';

export function AlefBetTable({ letters }: { letters: readonly HebrewLetter[] }) {
  return (
    <div className="hl-table-wrap" tabIndex={0} role="region" aria-label="AlefBet table (scrolls sideways)">
      <table className="hl-table">
        <caption>The {letters.length} letters of the Hebrew AlefBet</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Letter</th>
            <th scope="col">Final Form</th>
            <th scope="col">Name</th>
            <th scope="col">Pronunciation</th>
            <th scope="col">Numeric Value</th>
            <th scope="col">Audio</th>
          </tr>
        </thead>
        <tbody>
          {letters.map((l) => (
            <tr key={l.id}>
              <td className="hl-num">{l.id}</td>
              <td>
                <He large>{l.letter}</He>
              </td>
              <td>
                {l.finalForm ? (
                  <He large>{l.finalForm}</He>
                ) : (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="hl-visually-hidden">none</span>
                  </>
                )}
              </td>
              <th scope="row">
                {l.name} <span className="hl-card-hint">({l.transliteration})</span>
              </th>
              <td>{l.pronunciation}</td>
              <td className="hl-num">{l.numericValue}</td>
              <td>
                <AudioButton url={l.audioUrl} hebrew={l.letter} label={l.name} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
