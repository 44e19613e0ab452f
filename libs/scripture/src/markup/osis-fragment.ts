import { splitLemmaAttribute } from '../strongs/strongs-number';
import { TokenBuilder } from './token-builder';
import { usfmMarkersToOsis } from './usfm-character-markers';
import type { VerseToken } from './verse-token';
import { markupPieces, type MarkupPiece, type MarkupTag } from './xml-text';

export interface OsisFragment {
  text: string;
  tokens: VerseToken[];
  notes: string[];
  heading?: string;
  /** Tokens of the heading: canonical Psalm titles carry Strong's tags too. */
  headingTokens?: VerseToken[];
  /** A title after the verse's text: an epistle's subscription ("Written to the Romans from Corinthus…"). */
  subscription?: string;
  paragraph: boolean;
}

/** Red-letter milestones (`<q sID=… who="Jesus"/>`) can open in one verse and close in a later one. */
export interface OsisFragmentState {
  jesusQuotes: Set<string>;
  /** Lemma attributes already read in this file (a Bible repeats a few thousand of them 800,000 times). */
  lemmas: Map<string, ReadLemma>;
}

interface ReadLemma {
  strongs: string[];
  /** The attribute's other parts (`lemma.TR:λογος`), as written. */
  other: string | undefined;
}

export function newOsisFragmentState(): OsisFragmentState {
  return { jesusQuotes: new Set(), lemmas: new Map() };
}

function readLemma(attribute: string, state: OsisFragmentState): ReadLemma {
  let read = state.lemmas.get(attribute);
  if (!read) {
    const { strongs, other } = splitLemmaAttribute(attribute);
    // A number written twice on one word (the RV1909's "comerás", strong:H0398 H0398) is one number of it.
    read = { strongs: [...new Set(strongs)], other: other.length ? other.join(' ') : undefined };
    state.lemmas.set(attribute, read);
  }
  return read;
}

/** Elements whose start or end separates words even without whitespace in the source. */
const BLOCKS = new Set(['l', 'lg', 'lb', 'p', 'div', 'item', 'list', 'br']);
/** Elements whose text is not verse text. */
const CAPTURED = new Set(['note', 'title', 'speaker']);

interface Frame {
  name: string;
  attrs: Record<string, string>;
}

function captureText(parts: string[]): string {
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/**
 * Turns one verse of SWORD OSIS markup into plain text and tokens: `<w lemma morph>` words,
 * `<transChange type="added">`, `<divineName>`, `<q who="Jesus">` (container or milestone);
 * `<note>` text goes to notes (without its annotateRef label), `<title>` and `<speaker>` to the
 * heading, or a `<title>` after the verse's text to the subscription; milestones, `<div>`, `<chapter>` are dropped and a pilcrow sets `paragraph`. USFM character
 * markers left in the markup (`\nd …\nd*`) count as their OSIS elements.
 */
export function parseOsisFragment(
  markup: string,
  state: OsisFragmentState = newOsisFragmentState(),
): OsisFragment {
  return osisFragmentOfPieces(markupPieces(usfmMarkersToOsis(markup)), state);
}

/** The same reading over pieces already split (an XML reader's events), without writing them back as markup. */
export function osisFragmentOfPieces(
  pieces: Iterable<MarkupPiece>,
  state: OsisFragmentState = newOsisFragmentState(),
): OsisFragment {
  const builder = new TokenBuilder();
  const headingBuilder = new TokenBuilder();
  const subscriptionBuilder = new TokenBuilder();
  const stack: Frame[] = [];
  const notes: string[] = [];
  // Inside a note its text is collected for notes; inside a title or speaker, for the heading.
  let capture: { name: string; depth: number; parts: string[]; after?: true } | undefined;
  let afterNote = false;

  const has = (predicate: (f: Frame) => boolean): boolean => stack.some(predicate);
  const innermostWord = (): Frame | undefined => {
    for (let i = stack.length - 1; i >= 0; i--) if (stack[i].name === 'w') return stack[i];
    return undefined;
  };

  const onText = (text: string): void => {
    if (capture?.name === 'note') {
      const skip = has((f) => f.name === 'reference' && f.attrs.type === 'annotateRef');
      if (!skip) capture.parts.push(text);
      return;
    }
    const target = !capture ? builder : capture.after ? subscriptionBuilder : headingBuilder;
    // SWORD exports sometimes glue a footnote between two words ('God<note/>created').
    if (afterNote && /^[^\s.,;:!?’”)\]]/.test(text) && /\S/.test(target.lastChar())) target.push(' ');
    afterNote = false;
    const w = innermostWord();
    const lemma = w?.attrs.lemma ? readLemma(w.attrs.lemma, state) : undefined;
    target.push(text, {
      strongs: lemma?.strongs ?? [],
      morph: w?.attrs.morph || undefined,
      lemma: lemma?.other,
      added: has((f) => f.name === 'transChange' && f.attrs.type === 'added'),
      divine: has((f) => f.name === 'divineName'),
      red: state.jesusQuotes.size > 0 || has((f) => f.name === 'q' && f.attrs.who === 'Jesus'),
    });
  };

  const onTag = (tag: MarkupTag): void => {
    if (tag.kind === 'empty') {
      onMilestone(tag, state);
      if (BLOCKS.has(tag.name) && !capture) builder.push(' ');
      return;
    }
    if (tag.kind === 'open') {
      stack.push({ name: tag.name, attrs: tag.attrs });
      if (!capture && CAPTURED.has(tag.name)) {
        capture = { name: tag.name, depth: stack.length, parts: [] };
        // The KJV prints an epistle's subscription after its last verse, in the same SWORD entry, as a
        // plain title; a typed one there (the WEB's "main" title of its glossary) is no subscription.
        if (tag.name === 'title' && !tag.attrs.type && builder.hasText()) capture.after = true;
        if (tag.name !== 'note') (capture.after ? subscriptionBuilder : headingBuilder).push(' ');
      } else if (BLOCKS.has(tag.name) && !capture) builder.push(' ');
      return;
    }
    let at = stack.length - 1;
    while (at >= 0 && stack[at].name !== tag.name) at--;
    if (at < 0) return;
    stack.length = at;
    if (capture && stack.length < capture.depth) {
      const text = captureText(capture.parts);
      if (text && capture.name === 'note') notes.push(text);
      afterNote = capture.name === 'note';
      capture = undefined;
    } else if (BLOCKS.has(tag.name) && !capture) {
      builder.push(' ');
    }
  };

  for (const piece of pieces) {
    if ('text' in piece) onText(piece.text);
    else onTag(piece.tag);
  }
  if (capture?.name === 'note') {
    const text = captureText(capture.parts);
    if (text) notes.push(text);
  }

  const tokens = builder.build();
  const paragraph = builder.paragraph || headingBuilder.paragraph;
  const result: OsisFragment = { text: tokens.map((t) => t.text).join(''), tokens, notes, paragraph };
  const headingTokens = headingBuilder.build();
  if (headingTokens.length) {
    result.heading = headingTokens.map((t) => t.text).join('');
    result.headingTokens = headingTokens;
  }
  const subscription = subscriptionBuilder
    .build()
    .map((t) => t.text)
    .join('');
  if (subscription) result.subscription = subscription;
  return result;
}

function onMilestone(tag: MarkupTag, state: OsisFragmentState): void {
  if (tag.name !== 'q') return;
  const { sID, eID, who } = tag.attrs;
  if (sID && who === 'Jesus') state.jesusQuotes.add(sID);
  if (eID) state.jesusQuotes.delete(eID);
}
