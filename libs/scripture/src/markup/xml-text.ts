const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Decodes the XML entities that occur in markup fragments; unknown ones are left as written. */
export function decodeEntities(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(/&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|[a-zA-Z]+);/g, (whole, body: string) => {
    if (body[0] !== '#') return NAMED[body] ?? whole;
    const code =
      body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

export interface MarkupTag {
  kind: 'open' | 'close' | 'empty';
  name: string;
  attrs: Record<string, string>;
}

export type MarkupPiece = { tag: MarkupTag } | { text: string };

const PIECE =
  /<!--[\s\S]*?-->|<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[^\s=<>/"']+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|[^<]+|</g;
const ATTR = /([^\s=<>/"']+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/**
 * Splits a markup fragment (not necessarily well-formed: SWORD entries open milestones in one
 * verse and close them in another) into tags and decoded text. A stray '<' is text.
 */
export function* markupPieces(markup: string): Generator<MarkupPiece> {
  for (const match of markup.matchAll(PIECE)) {
    const [whole, slash, name, rawAttrs, selfClose] = match;
    if (whole.startsWith('<!--')) continue;
    if (name === undefined) {
      yield { text: decodeEntities(whole) };
      continue;
    }
    const attrs: Record<string, string> = {};
    for (const a of (rawAttrs ?? '').matchAll(ATTR)) attrs[a[1]] = decodeEntities(a[2] ?? a[3] ?? '');
    const kind = slash ? 'close' : selfClose ? 'empty' : 'open';
    yield { tag: { kind, name, attrs } };
  }
}
