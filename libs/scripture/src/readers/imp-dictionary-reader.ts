import { ReaderError } from '../errors';
import type { LexiconRecord } from '../markup/lexicon-record';
import { markupPieces } from '../markup/xml-text';
import type { StrongsLanguage } from '../strongs/strongs-number';
import { impEntries } from './imp-entries';
import { lexiconRecord, tidy } from './lexicon-fields';
import type { LineSource } from './line-source';

interface EntryParts {
  lemma: string;
  transliteration: string;
  pronunciation: string;
  orig: string;
  def: string;
  hasHebrew: boolean;
}

/** Collects the text of the first <orth>, the transliteration <orth>, <pron>, <orig> and <def> elements. */
function entryParts(markup: string): EntryParts {
  const parts: EntryParts = {
    lemma: '',
    transliteration: '',
    pronunciation: '',
    orig: '',
    def: '',
    hasHebrew: false,
  };
  const stack: { name: string; attrs: Record<string, string> }[] = [];
  let target: keyof Omit<EntryParts, 'hasHebrew'> | undefined;
  let lemmaDone = false;
  for (const piece of markupPieces(markup)) {
    if ('tag' in piece) {
      const { kind, name, attrs } = piece.tag;
      if (kind === 'open') stack.push({ name, attrs });
      if (kind === 'close') {
        const at = stack.map((f) => f.name).lastIndexOf(name);
        if (at >= 0) stack.length = at;
        if (name === 'orth' && target === 'lemma') lemmaDone = true;
      }
      if (kind === 'empty' && name === 'lb' && target) parts[target] += ' ';
      target = currentTarget(stack, lemmaDone);
      continue;
    }
    if (target) parts[target] += piece.text;
  }
  parts.hasHebrew = /[\u0590-\u05FF]/.test(parts.lemma);
  return parts;
}

function currentTarget(
  stack: { name: string; attrs: Record<string, string> }[],
  lemmaDone: boolean,
): keyof Omit<EntryParts, 'hasHebrew'> | undefined {
  for (let i = stack.length - 1; i >= 0; i--) {
    const { name, attrs } = stack[i];
    if (name === 'orig') return 'orig';
    if (name === 'def') return 'def';
    if (name === 'pron') return 'pronunciation';
    if (name === 'orth' && attrs.type === 'trans') return 'transliteration';
    if (name === 'orth' && !attrs.type && !lemmaDone) return 'lemma';
    if (name === 'orth') return undefined;
  }
  return undefined;
}

/** Usage (the KJV renderings) follows ':-', ': -' or ':--'; Strong's braces around renderings are dropped. */
function splitUsage(def: string): { definition: string; usage: string } {
  const text = def.replace(/[{}]/g, '');
  const match = /:\s*--?\s*/.exec(text) ?? /\s-\s/.exec(text);
  if (!match) return { definition: text, usage: '' };
  return { definition: text.slice(0, match.index), usage: text.slice(match.index + match[0].length) };
}

/** Hebrew defs start with the origin up to the first ';' ('From the same as H7218;'); '(Chaldee);' may precede it. */
function splitHebrewOrigin(definition: string): { origin: string; definition: string } {
  const parts = definition.split(';');
  if (parts.length < 2) return { origin: '', definition };
  let used = 1;
  let origin = parts[0];
  if (/^\s*\(Chaldee\)\s*$/.test(origin)) {
    origin = `${origin.trim()} ${parts[1].trim()}`;
    used = 2;
  }
  return { origin: tidy(origin), definition: parts.slice(used).join(';') };
}

/**
 * Reads SWORD's StrongsHebrew / StrongsGreek dictionaries exported with mod2imp (`$$$07225`
 * keys, TEI `entryFree` markup). 'Not Used' numbers, heading keys and repeated keys are skipped. The language
 * comes from the lemma's script unless given.
 */
export async function* readImpDictionary(
  lines: LineSource,
  language?: StrongsLanguage,
): AsyncGenerator<LexiconRecord> {
  let line = 0;
  const seen = new Set<number>();
  try {
    for await (const entry of impEntries(lines)) {
      line = entry.line;
      if (!/^\d{1,5}$/.test(entry.key) || Number(entry.key) === 0) continue;
      // The StrongsHebrew export repeats key 02200; the first entry wins.
      if (seen.has(Number(entry.key))) continue;
      seen.add(Number(entry.key));
      if (!entry.body.includes('<entryFree')) continue;
      const parts = entryParts(entry.body);
      if (/^\s*Not Used\s*$/i.test(parts.def) && !parts.lemma) continue;
      const lang: StrongsLanguage = language ?? (parts.hasHebrew ? 'hebrew' : 'greek');
      const { definition: withOrigin, usage } = splitUsage(tidy(parts.def));
      const { origin, definition } =
        lang === 'hebrew' && !parts.orig
          ? splitHebrewOrigin(withOrigin)
          : { origin: parts.orig, definition: withOrigin };
      yield lexiconRecord({
        strongs: `${lang === 'hebrew' ? 'H' : 'G'}${Number(entry.key)}`,
        language: lang,
        lemma: parts.lemma,
        transliteration: parts.transliteration,
        pronunciation: parts.pronunciation,
        definition,
        origin,
        usage,
      });
    }
  } catch (error) {
    if (error instanceof ReaderError) throw error;
    throw new ReaderError(line, error instanceof Error ? error.message : String(error));
  }
}
