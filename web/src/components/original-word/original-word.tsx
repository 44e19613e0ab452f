import type { InterlinearWord } from '@strongs/contracts';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useAnchoredPosition } from './use-anchored-position';
import { WordDetails } from './word-details';
import './original-word.css';
import '../../styles/original-fonts.css';

/** How the popover was opened: a pinned one (tap, click, Enter) stays until Esc, a second tap or a tap elsewhere. */
type OpenedBy = 'hover' | 'focus' | 'pinned';

const HOVER_OPEN_MS = 150;
const HOVER_CLOSE_MS = 250;

// One word's popover at a time, across every text on the page.
let closeCurrent: (() => void) | undefined;

interface OriginalWordProps {
  word: InterlinearWord;
  /** The word as shown (points may be stripped). */
  children: ReactNode;
  onEntry?: (strongsNumber: string) => void;
}

/**
 * A word of an original-language text that tells its lemma, transliteration, Strong's number and parsing in a
 * popover: on hover with a mouse, on keyboard focus, or pinned by a tap, click or Enter. Esc closes it and
 * gives focus back to the word.
 */
export function OriginalWord({ word, children, onEntry }: OriginalWordProps) {
  const id = useId();
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  const wrapper = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const popover = useRef<HTMLSpanElement>(null);
  const timer = useRef<number | undefined>(undefined);
  // Focus given back by Esc must not open the popover again.
  const focusReturned = useRef(false);
  const open = openedBy !== null;

  const close = useCallback(() => setOpenedBy(null), []);
  const show = useCallback(
    (by: OpenedBy) => {
      if (closeCurrent !== close) closeCurrent?.();
      closeCurrent = close;
      setOpenedBy(by);
    },
    [close],
  );
  const later = (action: () => void, ms: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(action, ms);
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(
    () => () => {
      if (closeCurrent === close) closeCurrent = undefined;
    },
    [close],
  );

  // The top layer keeps the popover above dialogs and outside scrolling columns that would clip it.
  useLayoutEffect(() => {
    if (open) popover.current?.showPopover?.();
  }, [open]);
  useAnchoredPosition(open, button, popover);

  useEffect(() => {
    if (!open) return;
    // Window capture runs before the dialog's own Esc handler, so Esc closes the popover and not the dialog under it.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      e.preventDefault();
      close();
      if (document.activeElement !== button.current) {
        focusReturned.current = true;
        button.current?.focus();
      }
    };
    const onPointerDown = (e: globalThis.PointerEvent) => {
      if (!wrapper.current?.contains(e.target as Node)) close();
    };
    window.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, [open, close]);

  const onPointerEnter = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    if (open) window.clearTimeout(timer.current);
    else later(() => show('hover'), HOVER_OPEN_MS);
  };
  const onPointerLeave = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    window.clearTimeout(timer.current);
    if (openedBy === 'hover') later(close, HOVER_CLOSE_MS);
  };
  const onFocus = (e: FocusEvent<HTMLButtonElement>) => {
    const returned = focusReturned.current;
    focusReturned.current = false;
    if (!open && !returned && e.currentTarget.matches(':focus-visible')) show('focus');
  };
  const onBlur = (e: FocusEvent) => {
    if (openedBy === 'focus' && !wrapper.current?.contains(e.relatedTarget as Node | null)) close();
  };

  return (
    <span
      ref={wrapper}
      className="ow"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={onBlur}
    >
      <button
        ref={button}
        type="button"
        className="ow-word"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onFocus={onFocus}
        onClick={() => {
          window.clearTimeout(timer.current);
          if (openedBy === 'pinned') close();
          else show('pinned');
        }}
      >
        {children}
      </button>
      {open && (
        <span
          ref={popover}
          id={id}
          popover="manual"
          role="group"
          aria-label={`${word.text}: ${word.morphDescription ?? word.morph}`}
          className="ow-popover"
          data-testid="word-popover"
          dir="ltr"
          lang="en"
        >
          <WordDetails word={word} onEntry={onEntry} onLeave={close} />
        </span>
      )}
    </span>
  );
}
