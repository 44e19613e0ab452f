import type { MarkupPiece } from '../markup/xml-text';
import type { XmlEvent } from './xml-events';

const escapeText = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string): string => escapeText(s).replace(/"/g, '&quot;');

/** Writes parsed XML events back as markup (a self-closing element stays `<x/>`, its close event dropped). */
export function osisMarkup(events: readonly XmlEvent[]): string {
  let out = '';
  let skipClose = false;
  for (const event of events) {
    if (skipClose && event.type === 'close') {
      skipClose = false;
      continue;
    }
    skipClose = false;
    if (event.type === 'text') out += escapeText(event.text);
    else if (event.type === 'close') out += `</${event.name}>`;
    else {
      const attrs = Object.entries(event.attrs)
        .map(([k, v]) => ` ${k}="${escapeAttr(v)}"`)
        .join('');
      out += `<${event.name}${attrs}${event.selfClosing ? '/' : ''}>`;
      skipClose = event.selfClosing;
    }
  }
  return out;
}

/** The events as markup pieces (what `markupPieces` would split `osisMarkup`'s output into), without the round trip. */
export function* osisPieces(events: readonly XmlEvent[]): Generator<MarkupPiece> {
  let skipClose = false;
  // Neighbouring text events are one piece, as they are one run of text in the markup.
  let text = '';
  for (const event of events) {
    if (skipClose && event.type === 'close') {
      skipClose = false;
      continue;
    }
    skipClose = false;
    if (event.type === 'text') {
      text += event.text;
      continue;
    }
    if (text) yield { text };
    text = '';
    if (event.type === 'close') yield { tag: { kind: 'close', name: event.name, attrs: {} } };
    else {
      yield { tag: { kind: event.selfClosing ? 'empty' : 'open', name: event.name, attrs: event.attrs } };
      skipClose = event.selfClosing;
    }
  }
  if (text) yield { text };
}
