import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ALIGNED_VERSES_SQL,
  assembleAligned,
  findBook,
  formatReference,
  fromOrd,
  verseOrd,
  type AlignedVerseRow,
} from '@strongs/scripture';
import { rawWlcVerses, squashSpaces as squash } from '@strongs/testing';
import type { FidelityCheck } from '../fidelity-check';

const PSALMS = 19;

/** Independent parse of VerseMap.xml: KJV ord → the WLC ords its rows assign (halves taken whole), and the WLC verses named whole. */
function verseMap(corpusDir: string) {
  const xml = readFileSync(join(corpusDir, 'oshb-wlc/VerseMap.xml'), 'utf8');
  const ordOf = (ref: string) => {
    const [osis, chapter, verse] = ref.replace(/!.*$/, '').split('.');
    return verseOrd(findBook(osis)!.number, Number(chapter), Number(verse));
  };
  const toWlc = new Map<number, number[]>();
  const wlcWhole = new Set<number>();
  for (const [, wlc, kjv] of xml.matchAll(/<verse wlc="([^"]+)" kjv="([^"]+)" type="(?:full|partial)"\/>/g)) {
    toWlc.set(ordOf(kjv), [...(toWlc.get(ordOf(kjv)) ?? []), ordOf(wlc)]);
    if (!wlc.includes('!')) wlcWhole.add(ordOf(wlc));
  }
  return { toWlc, wlcWhole };
}

/**
 * Every KJV Old Testament verse: the Hebrew the API serves for it (the verse endpoint's own query and
 * assembly) is the text of the WLC verse(s) VerseMap.xml assigns to it; for a Psalm whose superscription
 * the WLC numbers as verses, those verses are served as the title and not as verse 1's text.
 */
export const hebrewAlignmentCheck: FidelityCheck = {
  name: 'The WLC Hebrew served for each KJV Old Testament verse is the verse VerseMap.xml assigns to it',
  async run({ sql, corpusDir }) {
    const wlc = rawWlcVerses(corpusDir);
    const { toWlc, wlcWhole } = verseMap(corpusDir);
    const kjvOrds = (
      await sql<{ ord: number }>(
        `SELECT ord FROM verses WHERE version_code = 'kjv' AND book < 40 ORDER BY ord`,
      )
    ).map((r) => Number(r.ord));
    const served = assembleAligned(await sql<AlignedVerseRow>(ALIGNED_VERSES_SQL(false), ['wlc', kjvOrds]));
    const disagreements: string[] = [];
    for (const ord of kjvOrds) {
      const assigned = [...(toWlc.get(ord) ?? [])];
      // A WLC verse no row names whole belongs to the KJV verse of its number, beside any the rows give it
      // (KJV Num 26:1 is WLC 25:19 and 26:1).
      if (!wlcWhole.has(ord) && wlc.has(ord) && !assigned.includes(ord)) assigned.push(ord);
      assigned.sort((a, b) => a - b);
      const ref = fromOrd(ord);
      let title: number[] = [];
      if (ref.book === PSALMS && ref.verse === 1 && assigned.length) {
        const body = assigned[assigned.length - 1];
        title = [...wlc.keys()]
          .filter((o) => o < body && o > verseOrd(PSALMS, ref.chapter, 0))
          .sort((a, b) => a - b);
        assigned.splice(0, assigned.length, body);
      }
      const expectedText = assigned.map((o) => wlc.get(o) ?? '').join(' ');
      const expectedTitle = title.map((o) => wlc.get(o) ?? '').join(' ');
      const got = served.get(ord);
      const reference = formatReference(ref);
      if (squash(got?.text ?? '') !== squash(expectedText)) {
        const wanted = assigned.map((o) => formatReference(fromOrd(o))).join(' + ') || 'no verse';
        disagreements.push(
          `${reference}: serves ${got?.text ? `"${got.text.slice(0, 30)}…"` : 'nothing'}, VerseMap.xml assigns WLC ${wanted}`,
        );
      } else if (squash(got?.title ?? '') !== squash(expectedTitle)) {
        disagreements.push(
          `${reference}: the Psalm title served is not WLC ${title.map((o) => fromOrd(o).verse).join('-') || '(none)'}`,
        );
      }
    }
    return { checked: kjvOrds.length, disagreements };
  },
};
