import { useLayoutEffect, type RefObject } from 'react';

const GAP = 6;
const MARGIN = 8;

/**
 * While `open`, keeps a fixed-position element under its anchor (above it when there is no room below),
 * inside the viewport on both sides: a phone is 390 px wide and a word may sit at either edge.
 */
export function useAnchoredPosition(
  open: boolean,
  anchor: RefObject<HTMLElement | null>,
  floating: RefObject<HTMLElement | null>,
): void {
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const a = anchor.current;
      const f = floating.current;
      if (!a || !f) return;
      const box = a.getBoundingClientRect();
      const width = f.offsetWidth;
      const height = f.offsetHeight;
      const left = Math.min(
        Math.max(box.left + box.width / 2 - width / 2, MARGIN),
        Math.max(window.innerWidth - width - MARGIN, MARGIN),
      );
      const below = box.bottom + GAP;
      const top =
        below + height > window.innerHeight - MARGIN && box.top - GAP - height >= MARGIN
          ? box.top - GAP - height
          : below;
      f.style.setProperty('left', `${Math.round(left)}px`);
      f.style.setProperty('top', `${Math.round(top)}px`);
    };
    place();
    // Capture: a scrolling compare column or dialog body moves the word as much as the page does.
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [open, anchor, floating]);
}
