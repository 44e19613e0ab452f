import { NAME_RESTORATIONS, NameRestoration } from './name-restorations';

export interface RestorableToken {
  text: string;
  strongs?: string[];
}

const BY_STRONGS = new Map(NAME_RESTORATIONS.map((r) => [r.strongs, r]));
const WORD = /^(\s*)([A-Za-z]+?)('s|’s|s')?([^A-Za-z]*)$/;
const TRAILING_ARTICLE = /(^|\s)[Tt]he\s+$/;

function restorationFor(token: RestorableToken): { rule: NameRestoration; match: RegExpExecArray } | undefined {
  const match = WORD.exec(token.text);
  if (!match) return undefined;
  const word = match[2].toLowerCase();
  for (const strongs of token.strongs ?? []) {
    const rule = BY_STRONGS.get(strongs);
    if (!rule) continue;
    if (rule.renderings.includes(word) || rule.renderings.includes(word + (match[3] ? 's' : ''))) return { rule, match };
  }
  return undefined;
}

function restoredWord(rule: NameRestoration, english: string): string {
  const isCommonNoun = english === english.toLowerCase();
  return isCommonNoun && rule.restoredLower ? rule.restoredLower : rule.restored;
}

/**
 * Returns new tokens with names restored. Untagged tokens and tags outside the table are untouched;
 * "the LORD" loses its article ("YHWH"), keeping the capital of a sentence-initial "The".
 */
export function restoreNames<T extends RestorableToken>(tokens: readonly T[]): T[] {
  const out: T[] = tokens.map((t) => ({ ...t }));
  for (let i = 0; i < out.length; i++) {
    const found = restorationFor(out[i]);
    if (!found) continue;
    const { rule, match } = found;
    const [, lead, english, possessive = '', trail] = match;
    out[i].text = `${lead}${restoredWord(rule, english)}${possessive}${trail}`;
    if (rule.dropsArticle && i > 0 && TRAILING_ARTICLE.test(out[i - 1].text)) {
      out[i - 1].text = out[i - 1].text.replace(TRAILING_ARTICLE, '$1');
    }
  }
  return out;
}
