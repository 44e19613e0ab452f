import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { He } from './hebrew-text';

export interface FlashCard {
  key: string;
  /** Hebrew on the front of the card. */
  front: string;
  /** Meaning on the back. */
  back: string;
  /** Transliteration or other detail under the meaning. */
  detail?: string;
}

interface Props {
  title: string;
  cards: readonly FlashCard[];
  onExit: () => void;
}

/**
 * Flash cards. Keyboard: Space or Enter flips, Left/Right arrows move, Escape leaves Study Mode.
 * Focus goes to the card on entry and back to the caller's button on exit (the caller handles that).
 */
export function StudyMode({ title, cards, onExit }: Props) {
  const [index, setIndex] = useState(0);
  const [flipped, setFlipped] = useState(false);
  const cardRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    cardRef.current?.focus();
  }, []);

  const total = cards.length;
  const card = cards[Math.min(index, Math.max(0, total - 1))];
  const move = (delta: number) => {
    if (total === 0) return;
    setIndex((i) => (i + delta + total) % total);
    setFlipped(false);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const onControl =
      e.target instanceof HTMLElement && e.target.closest('button, a, input, select') !== null;
    if (e.key === 'Escape') {
      e.preventDefault();
      onExit();
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      move(1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      move(-1);
    } else if ((e.key === ' ' || e.key === 'Enter') && !onControl) {
      // Buttons flip through their own click; elsewhere in the region Space/Enter flip too.
      e.preventDefault();
      setFlipped((f) => !f);
    }
  };

  return (
    // Arrow keys, Space and Enter pressed on the card's buttons bubble to this region, which is not itself focusable.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      className="hl-study"
      role="region"
      aria-label={`Study Mode: ${title}`}
      aria-roledescription="flash cards"
      onKeyDown={onKeyDown}
    >
      <p className="hl-count" aria-live="polite">
        {total === 0
          ? 'No cards to study.'
          : `Card ${index + 1} of ${total}${flipped ? ' (answer shown)' : ''}`}
      </p>
      {card && (
        <button
          ref={cardRef}
          type="button"
          className="hl-card-face"
          aria-pressed={flipped}
          aria-label={
            flipped
              ? `${card.back}${card.detail ? `, ${card.detail}` : ''}. Press to show the Hebrew.`
              : undefined
          }
          onClick={() => setFlipped((f) => !f)}
        >
          {flipped ? (
            <>
              <span style={{ fontSize: '1.5rem', fontWeight: 600 }}>{card.back}</span>
              {card.detail && <i>{card.detail}</i>}
            </>
          ) : (
            <He large>{card.front}</He>
          )}
          <span className="hl-card-hint" aria-hidden="true">
            Space or Enter flips · ← → move · Esc leaves
          </span>
        </button>
      )}
      <div className="hl-study-nav">
        <button type="button" className="hl-button" onClick={() => move(-1)} disabled={total < 2}>
          Previous
        </button>
        <button
          type="button"
          className="hl-button"
          onClick={() => setFlipped((f) => !f)}
          disabled={total === 0}
        >
          Flip
        </button>
        <button type="button" className="hl-button" onClick={() => move(1)} disabled={total < 2}>
          Next
        </button>
        <button type="button" className="hl-button hl-button-primary" onClick={onExit}>
          Exit Study Mode
        </button>
      </div>
    </div>
  );
}
