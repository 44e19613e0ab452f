import type { VerseRecord, VerseToken } from './verse-token';

function plainTokens(tokens: readonly VerseToken[]): VerseToken[] {
  const out: VerseToken[] = [];
  for (const { text, added, divine, red } of tokens) {
    const token: VerseToken = {
      text,
      ...(added && { added }),
      ...(divine && { divine }),
      ...(red && { red }),
    };
    const previous = out[out.length - 1];
    if (
      previous &&
      previous.added === token.added &&
      previous.divine === token.divine &&
      previous.red === token.red
    )
      previous.text += text;
    else out.push(token);
  }
  return out;
}

/**
 * The verse with its Strong's numbers, lemmas and parsing dropped (italics, divine names and red
 * letters kept, neighbouring plain runs merged): for a text whose tagging we do not trust enough to
 * show, so that no wrong number is clicked nor counted in the concordance.
 */
export function withoutStrongs(record: VerseRecord): VerseRecord {
  return {
    ...record,
    tokens: plainTokens(record.tokens),
    ...(record.headingTokens && { headingTokens: plainTokens(record.headingTokens) }),
  };
}
