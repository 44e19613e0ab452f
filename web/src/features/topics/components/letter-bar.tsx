import { Link } from 'react-router-dom';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** A–Z: each letter with topics links to them; the current one is marked. */
export function LetterBar({ letters, current }: { letters: readonly string[]; current: string | null }) {
  const present = new Set(letters);
  return (
    <nav className="letter-bar" aria-label="Topics by letter">
      <ul>
        <li>
          <Link to="/topics" aria-current={current === null ? 'page' : undefined}>
            All
          </Link>
        </li>
        {ALPHABET.map((letter) => (
          <li key={letter}>
            {present.has(letter) ? (
              <Link
                to={`/topics?letter=${letter}`}
                aria-current={current === letter ? 'page' : undefined}
                aria-label={`Topics beginning with ${letter}`}
              >
                {letter}
              </Link>
            ) : (
              <span className="muted" aria-hidden="true">
                {letter}
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
