import { findBook } from '../books/catalogue';
import { ReaderError } from '../errors';
import {
  newOsisFragmentState,
  osisFragmentOfPieces,
  parseOsisFragment,
  type OsisFragmentState,
} from '../markup/osis-fragment';
import type { VerseRecord } from '../markup/verse-token';
import type { LineSource } from './line-source';
import { isOshbVerse, oshbVerse, type VerseRef } from './oshb-verse';
import { osisMarkup, osisPieces } from './osis-markup';
import { xmlEventBatches, type XmlEvent } from './xml-events';

/** OSIS book ids of the deuterocanon and other books outside the 66: their verses are skipped. */
const OUTSIDE_THE_66 =
  /^(Tob|Jdt|Wis|Sir|Bar|EpJer|1Macc|2Macc|3Macc|4Macc|1Esd|2Esd|EsthGr|AddEsth|AddDan|PrAzar|SgThree|Sus|Bel|PrMan|Ps151|AddPs|Odes|PssSol|EpLao|1En|Jub|4Ezra|5Ezra|6Ezra|5ApocSyrPss|T12Patr)$/;

interface OpenVerse {
  /** Undefined for a verse of a book outside the 66, read and dropped. */
  ref?: VerseRef;
  milestone: boolean;
  events: XmlEvent[];
}

function verseRef(osisID: string, line: number): VerseRef | undefined {
  const first = osisID
    .trim()
    .split(/\s+/)[0]
    .replace(/^[\w.-]+:/, '');
  const match = /^([1-4]?[A-Za-z]+)\.(\d+)\.(\d+)$/.exec(first);
  if (match && OUTSIDE_THE_66.test(match[1])) return undefined;
  const book = match ? findBook(match[1]) : undefined;
  if (!match || !book) throw new ReaderError(line, `Bad verse osisID: ${osisID.slice(0, 40)}`);
  return { book: book.number, chapter: Number(match[2]), verse: Number(match[3]) };
}

/**
 * Reads an OSIS Bible as a stream of chunks, with container verses (`<verse osisID="Gen.1.1">…</verse>`,
 * the OSHB files) or milestone verses (`<verse sID="Gen.1.1" osisID="Gen.1.1"/>…<verse eID="Gen.1.1"/>`,
 * most published Bibles). A verse of the OSHB Westminster Leningrad Codex (bare lemmas) is read by
 * `oshbVerse`; any other verse as SWORD's OSIS is (`parseOsisFragment`): `<w lemma="strong:H7225" morph>`,
 * `<transChange type="added">`, `<divineName>`, `<q who="Jesus">`, notes, titles. A canonical title
 * before a verse (the Psalm titles) becomes that verse's heading; book and chapter titles do not.
 */
export async function* readOsisBible(chunks: LineSource): AsyncGenerator<VerseRecord> {
  const state = newOsisFragmentState();
  let verse: OpenVerse | undefined;
  // Canonical titles and red-letter milestones met between verses belong to the next verse.
  const between = new BetweenVerses();
  let skipClose = false;
  for await (const batch of xmlEventBatches(chunks))
    for (const event of batch) {
      if (skipClose) {
        skipClose = false;
        if (event.type === 'close') continue;
      }
      if (event.type === 'open' && event.name === 'verse' && !between.inTitle) {
        skipClose = event.selfClosing;
        const { sID, eID, osisID } = event.attrs;
        if (eID !== undefined) {
          if (verse?.milestone) yield* finish(verse, state);
          verse = undefined;
          continue;
        }
        if (verse) yield* finish(verse, state);
        const milestone = sID !== undefined || event.selfClosing;
        const id = osisID ?? sID;
        if (!id) throw new ReaderError(event.line, 'A verse without an osisID');
        verse = { ref: verseRef(id, event.line), milestone, events: between.take() };
        continue;
      }
      if (event.type === 'close' && event.name === 'verse' && verse && !verse.milestone) {
        yield* finish(verse, state);
        verse = undefined;
        continue;
      }
      if (verse) verse.events.push(event);
      else between.add(event);
    }
  if (verse) yield* finish(verse, state);
}

/** Keeps a canonical title (with everything in it) and `<q>` milestones seen outside any verse. */
class BetweenVerses {
  events: XmlEvent[] = [];
  private depth = 0;

  /** True while inside a kept title, where a `<verse>` is not a verse. */
  get inTitle(): boolean {
    return this.depth > 0;
  }

  take(): XmlEvent[] {
    const events = this.events;
    this.events = [];
    return events;
  }

  add(event: XmlEvent): void {
    if (this.depth > 0) {
      this.events.push(event);
      if (event.type === 'open') this.depth++;
      if (event.type === 'close') this.depth--;
      return;
    }
    if (event.type !== 'open') return;
    if (event.name === 'title' && event.attrs.canonical === 'true') {
      this.events.push(event);
      this.depth = 1;
    } else if (event.name === 'q' && event.selfClosing && (event.attrs.sID || event.attrs.eID)) {
      // Its close event comes next and is dropped by osisMarkup.
      this.events.push(event, { type: 'close', name: 'q', line: event.line });
    }
  }
}

function* finish(verse: OpenVerse, state: OsisFragmentState): Generator<VerseRecord> {
  if (!verse.ref) return;
  if (isOshbVerse(verse.events)) {
    yield oshbVerse(verse.ref, verse.events);
    return;
  }
  // USFM markers left in the text (`\nd <w>JEHOVAH</w>\nd*`) can span elements: those verses are read as markup.
  const fragment = verse.events.some((e) => e.type === 'text' && e.text.includes('\\'))
    ? parseOsisFragment(osisMarkup(verse.events), state)
    : osisFragmentOfPieces(osisPieces(verse.events), state);
  const record: VerseRecord = { ...verse.ref, text: fragment.text, tokens: fragment.tokens };
  if (fragment.notes.length) record.notes = fragment.notes;
  if (fragment.heading) record.heading = fragment.heading;
  if (fragment.subscription) record.subscription = fragment.subscription;
  if (fragment.headingTokens?.some((t) => t.strongs)) record.headingTokens = fragment.headingTokens;
  if (fragment.paragraph) record.paragraph = true;
  yield record;
}
