/**
 * A Strong's definition split into its senses: numbered senses ('1) … 2) …', '1. … 2. …')
 * when present, otherwise the ';'-separated parts. Parentheses are respected, so
 * '(specifically, a firstfruit)' stays whole.
 */
export function splitOutline(definition: string): string[] {
  const text = definition.replace(/\s+/g, ' ').trim();
  if (!text) return [];
  const numbered = text
    .split(/(?:^|\s)(?=\d{1,2}[).]\s)/)
    .map(clean)
    .filter(Boolean);
  if (numbered.length > 1) return numbered.map((s) => s.replace(/^\d{1,2}[).]\s*/, ''));
  return splitOutsideParens(text, ';').map(clean).filter(Boolean);
}

function clean(s: string): string {
  return s
    .trim()
    .replace(/^[;,:]\s*/, '')
    .replace(/[;,:]$/, '')
    .trim();
}

function splitOutsideParens(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if (ch === '(' || ch === '[') depth++;
    if ((ch === ')' || ch === ']') && depth > 0) depth--;
    if (ch === separator && depth === 0) {
      parts.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  parts.push(current);
  return parts;
}
