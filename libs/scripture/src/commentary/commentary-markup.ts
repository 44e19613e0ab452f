import { markupPieces, type MarkupTag } from '../markup/xml-text';
import { parseLemmaAttribute } from '../strongs/strongs-number';
import type { CommentaryBlock, CommentaryBlockKind, CommentaryRun } from './commentary-content';
import { commentaryLink } from './commentary-link';

/** Elements that mark words inside a block; every other element (div, title, chapter, table, l, …) bounds a block. */
const INLINE = new Set(['hi', 'reference', 'w']);

const ESCAPED_TAG = /<\/?[A-Za-z][^<>]*>/g;

type Marks = Omit<CommentaryRun, 'text'>;

function sameMarks(a: Marks, b: Marks): boolean {
  return (
    a.bold === b.bold &&
    a.italic === b.italic &&
    a.strongs === b.strongs &&
    JSON.stringify(a.link) === JSON.stringify(b.link)
  );
}

function marksOf(tag: MarkupTag): Marks {
  if (tag.name === 'hi') {
    if (tag.attrs.type === 'bold') return { bold: true };
    if (tag.attrs.type === 'italic') return { italic: true };
    return {};
  }
  if (tag.name === 'reference') {
    const link = tag.attrs.osisRef ? commentaryLink(tag.attrs.osisRef) : undefined;
    return link ? { link } : {};
  }
  const [strongs] = parseLemmaAttribute(tag.attrs.lemma ?? '');
  return strongs ? { strongs } : {};
}

/** Builds blocks of runs; whitespace inside a block collapses to single spaces and is trimmed at its ends. */
class BlockBuilder {
  readonly blocks: CommentaryBlock[] = [];
  private current: CommentaryBlock | undefined;
  private readonly open: { name: string; marks: Marks }[] = [];

  start(kind: CommentaryBlockKind, indent?: number): void {
    this.end();
    this.current = indent ? { kind, runs: [], indent } : { kind, runs: [] };
  }

  end(): void {
    const block = this.current;
    this.current = undefined;
    if (!block) return;
    const runs = block.runs;
    while (runs.length && !runs[runs.length - 1].text.trim()) runs.pop();
    if (runs.length) runs[runs.length - 1].text = runs[runs.length - 1].text.trimEnd();
    if (block.runs.length) this.blocks.push(block);
  }

  openInline(tag: MarkupTag): void {
    this.open.push({ name: tag.name, marks: marksOf(tag) });
  }

  closeInline(name: string): void {
    const at = this.open.map((o) => o.name).lastIndexOf(name);
    if (at >= 0) this.open.splice(at, 1);
  }

  /** A space between table cells, unless the block is still empty. */
  separate(): void {
    if (this.current?.runs.length) this.text(' ');
  }

  text(raw: string): void {
    // The Scofield export escaped two HTML end tags ('&lt;/ol&gt;'): markup, not text.
    let text = raw.replace(ESCAPED_TAG, '').replace(/\s+/g, ' ');
    if (!this.current) this.current = { kind: 'paragraph', runs: [] };
    const runs = this.current.runs;
    const last = runs[runs.length - 1];
    if ((!last || last.text.endsWith(' ')) && text.startsWith(' ')) text = text.slice(1);
    if (!text) return;
    const marks: Marks = Object.assign({}, ...this.open.map((o) => o.marks));
    if (last && sameMarks(last, marks)) last.text += text;
    else runs.push({ text, ...marks });
  }
}

function indentOf(tag: MarkupTag): number | undefined {
  const level = /^x-indent-(\d)$/.exec(tag.attrs.type ?? '');
  return level ? Number(level[1]) : undefined;
}

/**
 * Turns one commentary entry's markup (OSIS as SWORD's commentaries write it: milestone `<div>`
 * paragraphs, `<title>`, `<hi>`, `<reference osisRef>`, `<w lemma>`, `<list>`/`<item>`,
 * `<table>`/`<row>`/`<cell>`, `<lg>`/`<l>` milestones) into blocks of runs. Unknown elements
 * bound a block and keep their text; no markup is passed through.
 */
export function parseCommentaryMarkup(markup: string): CommentaryBlock[] {
  const builder = new BlockBuilder();
  for (const piece of markupPieces(markup)) {
    if ('text' in piece) {
      builder.text(piece.text);
      continue;
    }
    const { tag } = piece;
    if (INLINE.has(tag.name)) {
      if (tag.kind === 'open') builder.openInline(tag);
      else if (tag.kind === 'close') builder.closeInline(tag.name);
      continue;
    }
    if (tag.kind === 'open' && tag.name === 'title') builder.start('heading');
    else if (tag.kind === 'open' && tag.name === 'item') builder.start('item', indentOf(tag) ?? 1);
    else if (tag.kind === 'open' && tag.name === 'row') builder.start('item', 1);
    else if (tag.kind === 'open' && tag.name === 'cell') builder.separate();
    else if (tag.name !== 'cell') builder.end();
  }
  builder.end();
  return builder.blocks;
}
