import { DIVINE_NAME_RULE, NAME_RESTORATIONS, NameRestoration } from './name-restorations';

export interface RestorableToken {
  text: string;
  strongs?: string[];
  /** OSIS `<divineName>` (LORD in small capitals): restored even where no Strong's number is tagged. */
  divine?: boolean;
}

const BY_STRONGS = new Map(NAME_RESTORATIONS.map((r) => [r.strongs, r]));
/** A word with an optional possessive; each part of a hyphenated word on its own ("God-ward" tagged G2316). */
const WORD = /[A-Za-z]+(?:['’]s\b|['’](?![A-Za-z]))?/g;
/** "God’s", and "Jesus’" (the KJV has no single quotation marks, so a final ’ is a possessive). */
const POSSESSIVE = /['’]s?$/;
/** The word before a name, at the end of the text before it: an article to drop or adjust. */
const ARTICLE_BEFORE = /(^|[^A-Za-z])(the|a|an)(\s+)$/i;

interface Found {
  rule: NameRestoration;
  at: number;
  word: string;
}

function renders(rule: NameRestoration, word: string): boolean {
  return rule.renderings.includes(word.replace(POSSESSIVE, '').toLowerCase());
}

/**
 * The names in one token, a multi-word tag included ("kingdom of God"). Where a token carries several
 * name numbers ("LORD God" tagged H3068 H430) each word takes the first number not yet used that renders it.
 * An untagged `<divineName>` is the tetragrammaton.
 */
function namesIn(token: RestorableToken): Found[] {
  const rules = (token.strongs ?? []).map((s) => BY_STRONGS.get(s)).filter((r): r is NameRestoration => !!r);
  if (rules.length === 0 && token.divine && !token.strongs?.length) rules.push(DIVINE_NAME_RULE);
  if (rules.length === 0) return [];
  const found: Found[] = [];
  const unused = [...rules];
  for (const match of token.text.matchAll(WORD)) {
    const index = unused.findIndex((rule) => renders(rule, match[0]));
    const rule = index >= 0 ? unused.splice(index, 1)[0] : rules.find((r) => renders(r, match[0]));
    if (rule) found.push({ rule, at: match.index ?? 0, word: match[0] });
  }
  return found;
}

function restoredWord(rule: NameRestoration, english: string): string {
  const bare = english.replace(POSSESSIVE, '');
  const name = bare === bare.toLowerCase() && rule.restoredLower ? rule.restoredLower : rule.restored;
  const possessive = POSSESSIVE.exec(english)?.[0];
  return possessive ? `${name}${possessive.length === 1 ? `${possessive}s` : possessive}` : name;
}

/** "a"/"an" by the sound the restored name starts with; the article's capital is kept. */
function indefinite(article: string, name: string): string {
  const an = /^[AEIOUaeiou]/.test(name);
  const word = an ? 'an' : 'a';
  return article[0] === article[0].toUpperCase() ? word[0].toUpperCase() + word.slice(1) : word;
}

/**
 * The article at the end of `before`, adjusted to the name after it: dropped before a proper name
 * ("the LORD" → "YHWH"), "a"/"an" agreed ("a God" → "an Elohim"). Undefined when nothing changes.
 */
function fixArticle(
  before: string,
  rule: NameRestoration,
  name: string,
): { head: string; article: string } | undefined {
  const match = ARTICLE_BEFORE.exec(before);
  if (!match) return undefined;
  const [whole, lead, article] = match;
  const head = before.slice(0, before.length - whole.length) + lead;
  if (/^the$/i.test(article)) return rule.dropsArticle ? { head, article: '' } : undefined;
  return { head, article: indefinite(article, name) };
}

/**
 * Returns new tokens with names restored by their Strong's numbers (and untagged divine names), articles
 * agreeing with the restored name. Untagged tokens other than divine names are untouched; the input is not mutated.
 */
export function restoreNames<T extends RestorableToken>(tokens: readonly T[]): T[] {
  const out: T[] = tokens.map((t) => ({ ...t }));
  for (let i = 0; i < out.length; i++) {
    const found = namesIn(out[i]);
    let text = out[i].text;
    // Right to left, so earlier offsets stay valid.
    for (const { rule, at, word } of found.reverse()) {
      const name = restoredWord(rule, word);
      let before = text.slice(0, at);
      const after = text.slice(at + word.length);
      if (/[A-Za-z]/.test(before)) {
        const fixed = fixArticle(before, rule, name);
        if (fixed)
          before = fixed.article
            ? `${fixed.head}${fixed.article}${before.slice(before.search(/\s+$/))}`
            : fixed.head;
      } else {
        fixArticleBefore(out, i, rule, name);
      }
      text = `${before}${name}${after}`;
    }
    out[i].text = text;
  }
  return tidySpaces(out);
}

/** The article sits in an earlier token: the nearest one that is not only whitespace. */
function fixArticleBefore(out: RestorableToken[], i: number, rule: NameRestoration, name: string): void {
  let j = i - 1;
  while (j >= 0 && !/\S/.test(out[j].text)) j--;
  if (j < 0) return;
  const core = out[j].text.replace(/\s+$/, '');
  const fixed = fixArticle(`${core} `, rule, name);
  if (fixed)
    out[j].text = fixed.article
      ? `${fixed.head}${fixed.article}${out[j].text.slice(core.length)}`
      : fixed.head;
}

/** A dropped article can leave two spaces across token boundaries, a leading space or an empty token. */
function tidySpaces<T extends RestorableToken>(tokens: T[]): T[] {
  const out: T[] = [];
  let spaceBefore = true;
  for (const token of tokens) {
    let text = token.text;
    if (spaceBefore) text = text.replace(/^\s+/, '');
    if (!text) continue;
    spaceBefore = /\s$/.test(text);
    out.push({ ...token, text });
  }
  return out;
}
