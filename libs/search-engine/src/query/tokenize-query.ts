/** One piece of the search box, before its words are folded. */
export type RawToken = { type: 'or' } | { type: 'term'; text: string; quoted: boolean; negated: boolean };

const OR_WORDS = new Set(['OR', '|']);

/**
 * Splits on whitespace, keeping "quoted phrases" whole (an unclosed quote runs to the end: people
 * forget the closing one). A leading `-` negates the next piece, `OR` or `|` joins its neighbours.
 */
export function tokenizeQuery(input: string): RawToken[] {
  const tokens: RawToken[] = [];
  let i = 0;
  while (i < input.length) {
    while (i < input.length && /\s/.test(input[i])) i++;
    if (i >= input.length) break;
    let negated = false;
    if (input[i] === '-' && i + 1 < input.length && !/\s/.test(input[i + 1])) {
      negated = true;
      i++;
    }
    if (input[i] === '"' || input[i] === '“' || input[i] === '”') {
      const close = findClosingQuote(input, i + 1);
      tokens.push({ type: 'term', text: input.slice(i + 1, close), quoted: true, negated });
      i = close + 1;
      continue;
    }
    let end = i;
    while (end < input.length && !/\s/.test(input[end]) && !(end > i && isQuote(input[end]))) end++;
    const text = input.slice(i, end);
    i = end;
    if (!negated && OR_WORDS.has(text)) tokens.push({ type: 'or' });
    else tokens.push({ type: 'term', text, quoted: false, negated });
  }
  return tokens;
}

function isQuote(c: string): boolean {
  return c === '"' || c === '“' || c === '”';
}

function findClosingQuote(input: string, from: number): number {
  for (let j = from; j < input.length; j++) if (isQuote(input[j])) return j;
  return input.length;
}
