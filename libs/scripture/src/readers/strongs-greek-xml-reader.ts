import { ReaderError } from '../errors';
import { splitDerivation } from '../markup/derivation-split';
import type { LexiconRecord } from '../markup/lexicon-record';
import { lexiconRecord, tidy } from './lexicon-fields';
import type { LineSource } from './line-source';
import { xmlEvents } from './xml-events';

type Field = 'origin' | 'definition' | 'usage';
const FIELDS: Readonly<Record<string, Field>> = {
  strongs_derivation: 'origin',
  strongs_def: 'definition',
  kjv_def: 'usage',
};
/** Text outside the three fields: before them (other forms of the word), or after the kjv_def (remarks). */
type Loose = 'lead' | 'tail';

interface Draft {
  number: number;
  line: number;
  lemma: string;
  transliteration: string;
  pronunciation: string;
  origin: string;
  definition: string;
  usage: string;
  lead: string;
  tail: string;
}

function newDraft(number: number, line: number): Draft {
  return {
    number,
    line,
    lemma: '',
    transliteration: '',
    pronunciation: '',
    origin: '',
    definition: '',
    usage: '',
    lead: '',
    tail: '',
  };
}

/**
 * Reads strongsgreek.xml (Ulrik Petersen's Strong's Greek, v1.4) as a stream of chunks, keeping the whole
 * text of each entry: Greek words inside the text (`<greek unicode>`), other forms before the derivation
 * (G3588 "including the feminine ἡ …") and remarks after the KJV renderings (G25 "Compare G5368.").
 * `<strongsref language="HEBREW" strongs="175"/>` becomes 'H175'; entries that say 'Not Used' are skipped;
 * the kjv_def's leading ':--' is dropped; derivation and definition are re-divided by `splitDerivation`.
 */
export async function* readStrongsGreekXml(chunks: LineSource): AsyncGenerator<LexiconRecord> {
  let draft: Draft | undefined;
  let field: Field | undefined;
  let loose: Loose = 'lead';
  let skip = 0;
  for await (const event of xmlEvents(chunks)) {
    if (event.type === 'open') {
      if (event.name === 'entry') {
        const number = Number(event.attrs.strongs);
        if (!Number.isInteger(number) || number <= 0)
          throw new ReaderError(event.line, `Bad entry number: ${event.attrs.strongs}`);
        draft = newDraft(number, event.line);
        loose = 'lead';
      } else if (draft) {
        if (event.name === 'strongs') skip++;
        field = FIELDS[event.name] ?? field;
        onElement(draft, field ?? loose, event.name, event.attrs);
      }
    } else if (event.type === 'close') {
      if (event.name === 'strongs') skip = Math.max(0, skip - 1);
      if (FIELDS[event.name]) {
        if (FIELDS[event.name] === 'usage') loose = 'tail';
        field = undefined;
      }
      if (event.name === 'entry' && draft) {
        const record = finish(draft);
        draft = undefined;
        if (record) yield record;
      }
    } else if (draft && !skip) {
      draft[field ?? loose] += event.text;
    }
  }
}

function onElement(draft: Draft, part: Field | Loose, name: string, attrs: Record<string, string>): void {
  if (name === 'greek') {
    if (part === 'lead' && !draft.lemma) {
      draft.lemma = attrs.unicode ?? '';
      draft.transliteration = attrs.translit ?? '';
    } else draft[part] += attrs.unicode ?? '';
  } else if (name === 'pronunciation') {
    if (part === 'lead' && !draft.pronunciation) draft.pronunciation = attrs.strongs ?? '';
    else if (attrs.strongs) draft[part] += ` [${attrs.strongs}]`;
  } else if (name === 'strongsref') {
    draft[part] += `${attrs.language === 'HEBREW' ? 'H' : 'G'}${Number(attrs.strongs)}`;
  }
}

/** "…, including the feminine ἡ hay" → "including the feminine ἡ hay;": a clause that leads into the derivation. */
function leadClause(lead: string): string {
  const text = tidy(lead).replace(/^[,;:\s]+/, '');
  if (!text) return '';
  return /[;:]$/.test(text) ? text : `${text.replace(/,$/, '')};`;
}

function withRemark(definition: string, remark: string): string {
  if (!remark) return definition;
  if (!definition) return remark;
  return `${/[.;:!?]$/.test(definition) ? definition : `${definition}.`} ${remark}`;
}

function finish(draft: Draft): LexiconRecord | undefined {
  const tail = tidy(draft.tail);
  if (!draft.lemma && /Not Used/i.test(`${draft.lead} ${tail}`)) return undefined;
  const lead = leadClause(draft.lead);
  const { origin, definition } = splitDerivation(
    [lead, tidy(draft.origin)].filter(Boolean).join(' '),
    tidy(draft.definition),
  );
  return lexiconRecord({
    strongs: `G${draft.number}`,
    language: 'greek',
    lemma: draft.lemma.normalize('NFC'),
    transliteration: draft.transliteration,
    pronunciation: draft.pronunciation,
    definition: withRemark(definition, tail),
    origin,
    usage: draft.usage.replace(/^\s*:?--/, ''),
  });
}
