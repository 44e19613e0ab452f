import type { XmlEvent } from './xml-events';

const escapeText = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
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
