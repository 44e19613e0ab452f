import type { RefObject } from 'react';

/** Each part of the column beside a verse, by the class of its card. */
const PARTS = [
  ['Cross references', '.cross-refs'],
  ['Commentaries', '.commentaries'],
  ['Topics', '.beside-topics'],
] as const;

/**
 * Buttons that bring each part of the column beside a verse into view: on a phone the sheet shows half a
 * screen, and the commentaries and topics come after a long list of cross references. The heading of the
 * part takes the focus, so a keyboard or screen-reader user goes on reading there.
 */
export function BesideVerseJumps({ region }: { region: RefObject<HTMLElement | null> }) {
  const jump = (selector: string) => {
    const column = region.current;
    const part = column?.querySelector<HTMLElement>(selector);
    if (!column || !part) return;
    // The column scrolls on its own (beside the chapter, or as the phone's sheet): only it is scrolled, to the
    // part's offset less its scroll margin (the sheet's sticky bar). scrollIntoView moved the page as well.
    const margin = parseFloat(getComputedStyle(part).scrollMarginTop) || 0;
    const offset = part.getBoundingClientRect().top - column.getBoundingClientRect().top - column.clientTop;
    column.scrollTo({ top: column.scrollTop + offset - margin });
    const heading = part.querySelector<HTMLElement>('h2, h3');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
  };
  return (
    <nav className="beside-verse-jumps" aria-label="Parts beside this verse">
      {PARTS.map(([label, selector]) => (
        <button key={label} type="button" className="link-button" onClick={() => jump(selector)}>
          {label}
        </button>
      ))}
    </nav>
  );
}
