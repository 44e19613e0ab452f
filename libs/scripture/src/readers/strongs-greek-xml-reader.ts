import { ReaderError } from '../errors';
import type { LexiconRecord } from '../markup/lexicon-record';
import { lexiconRecord } from './lexicon-fields';
import type { LineSource } from './line-source';
import { xmlEvents } from './xml-events';

type Field = 'origin' | 'definition' | 'usage';
const FIELDS: Readonly<Record<string, Field>> = { strongs_derivation: 'origin', strongs_def: 'definition', kjv_def: 'usage' };

interface Draft {
  number: number;
  line: number;
  lemma: string;
  transliteration: string;
  pronunciation: string;
  origin: string;
  definition: string;
  usage: string;
  loose: string;
}

function newDraft(number: number, line: number): Draft {
  return { number, line, lemma: '', transliteration: '', pronunciation: '', origin: '', definition: '', usage: '', loose: '' };
}

/**
 * Reads strongsgreek.xml (Ulrik Petersen's Strong's Greek, v1.4) as a stream of chunks.
 * `<strongsref language="HEBREW" strongs="175"/>` becomes 'H175' in the text; entries that
 * say 'Not Used' are skipped; the kjv_def's leading ':--' is dropped.
 */
export async function* readStrongsGreekXml(chunks: LineSource): AsyncGenerator<LexiconRecord> {
  let draft: Draft | undefined;
  let field: Field | undefined;
  for await (const event of xmlEvents(chunks)) {
    if (event.type === 'open') {
      if (event.name === 'entry') {
        const number = Number(event.attrs.strongs);
        if (!Number.isInteger(number) || number <= 0) throw new ReaderError(event.line, `Bad entry number: ${event.attrs.strongs}`);
        draft = newDraft(number, event.line);
      } else if (draft) {
        field = FIELDS[event.name] ?? field;
        onElement(draft, field, event.name, event.attrs);
      }
    } else if (event.type === 'close') {
      if (FIELDS[event.name]) field = undefined;
      if (event.name === 'entry' && draft) {
        const record = finish(draft);
        draft = undefined;
        if (record) yield record;
      }
    } else if (draft) {
      if (field) draft[field] += event.text;
      else draft.loose += event.text;
    }
  }
}

function onElement(draft: Draft, field: Field | undefined, name: string, attrs: Record<string, string>): void {
  if (name === 'greek') {
    if (field) draft[field] += attrs.unicode ?? '';
    else if (!draft.lemma) {
      draft.lemma = attrs.unicode ?? '';
      draft.transliteration = attrs.translit ?? '';
    }
  } else if (name === 'pronunciation') {
    if (field) draft[field] += attrs.strongs ?? '';
    else if (!draft.pronunciation) draft.pronunciation = attrs.strongs ?? '';
  } else if (name === 'strongsref' && field) {
    const prefix = attrs.language === 'HEBREW' ? 'H' : 'G';
    draft[field] += `${prefix}${Number(attrs.strongs)}`;
  }
}

function finish(draft: Draft): LexiconRecord | undefined {
  if (!draft.lemma && /Not Used/i.test(draft.loose)) return undefined;
  return lexiconRecord({
    strongs: `G${draft.number}`,
    language: 'greek',
    lemma: draft.lemma,
    transliteration: draft.transliteration,
    pronunciation: draft.pronunciation,
    definition: draft.definition,
    origin: draft.origin,
    usage: draft.usage.replace(/^\s*:?--/, ''),
  });
}
