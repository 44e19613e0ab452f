/**
 * Custom pages are shown as text, never as HTML, until the admin service sanitises content on the server:
 * the HTML is parsed into an inert document (no script runs, nothing loads) and only its text is kept,
 * split into headings and paragraphs at block elements.
 */
export interface TextBlock {
  kind: 'heading' | 'paragraph';
  text: string;
}

const HEADINGS = new Set(['H1', 'H2', 'H3', 'H4', 'H5', 'H6']);
const BLOCKS = new Set(['P', 'DIV', 'LI', 'BLOCKQUOTE', 'PRE', 'SECTION', 'ARTICLE', 'HEADER', 'FOOTER', 'TR', 'DT', 'DD', 'FIGCAPTION']);
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'SVG', 'MATH', 'HEAD', 'TITLE']);

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

export function htmlToBlocks(html: string): TextBlock[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const blocks: TextBlock[] = [];
  let inline = '';
  const flush = () => {
    const text = squash(inline);
    if (text) blocks.push({ kind: 'paragraph', text });
    inline = '';
  };
  const walk = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) {
        inline += child.textContent ?? '';
        continue;
      }
      if (child.nodeType !== Node.ELEMENT_NODE) continue;
      const tag = (child as Element).tagName.toUpperCase();
      if (SKIPPED.has(tag)) continue;
      if (tag === 'BR') {
        flush();
      } else if (HEADINGS.has(tag)) {
        flush();
        const text = squash(child.textContent ?? '');
        if (text) blocks.push({ kind: 'heading', text });
      } else if (BLOCKS.has(tag) || tag === 'UL' || tag === 'OL' || tag === 'TABLE') {
        flush();
        walk(child);
        flush();
      } else {
        walk(child);
      }
    }
  };
  walk(doc.body);
  flush();
  return blocks;
}
