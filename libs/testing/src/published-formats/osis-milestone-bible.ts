import type { ImpVerse } from './sword-imp-verses';

const CANONICAL_TITLE =
  /^((?:<div [^>]*subType="x-preverse"[^>]*\/>)?)(<title [^>]*canonical="true"[^>]*>[\s\S]*?<\/title>)/;

/**
 * An OSIS Bible with milestone verses, as osis2mod's sources and most published OSIS Bibles
 * are written: a book div, chapter and verse milestones (`<verse sID/>…<verse eID/>`), each
 * verse's markup between them, a Psalm's canonical title before its first verse.
 */
export function osisMilestoneBible(verses: readonly ImpVerse[], work = 'KJV'): string {
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<osis xmlns="http://www.bibletechnologies.net/2003/OSIS/namespace" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.bibletechnologies.net/2003/OSIS/namespace http://www.bibletechnologies.net/osisCore.2.1.1.xsd">',
    `<osisText osisIDWork="${work}" osisRefWork="Bible" xml:lang="en" canonical="true">`,
    `<header>\n<work osisWork="${work}">\n<title>${work}</title>\n<type type="OSIS">Bible</type>\n<refSystem>Bible.KJV</refSystem>\n</work>\n</header>`,
  ];
  let book = 0;
  let chapter = '';
  for (const v of verses) {
    if (v.book.number !== book) {
      if (chapter) out.push(`<chapter eID="${chapter}"/>`);
      if (book) out.push('</div>');
      book = v.book.number;
      chapter = '';
      out.push(
        `<div type="book" osisID="${v.book.osis}" canonical="true">`,
        `<title type="main">${v.book.name}</title>`,
      );
    }
    const chapterId = `${v.book.osis}.${v.chapter}`;
    if (chapterId !== chapter) {
      if (chapter) out.push(`<chapter eID="${chapter}"/>`);
      chapter = chapterId;
      out.push(
        `<chapter osisID="${chapterId}" sID="${chapterId}"/>`,
        `<title type="chapter">Chapter ${v.chapter}</title>`,
      );
    }
    const id = `${chapterId}.${v.verse}`;
    const markup = wellFormed(v.body);
    const title = CANONICAL_TITLE.exec(markup);
    const body = title ? title[1] + markup.slice(title[0].length) : markup;
    out.push(`${title ? title[2] : ''}<verse osisID="${id}" sID="${id}"/>${body}<verse eID="${id}"/>`);
  }
  if (chapter) out.push(`<chapter eID="${chapter}"/>`);
  if (book) out.push('</div>');
  out.push('</osisText>', '</osis>', '');
  return out.join('\n');
}

/**
 * 76 verses of the SWORD KJV hold stray USFM divine-name markers (`\nd `, `\+nd*`) in place of an
 * OSIS `<divineName>` open or close; a published OSIS file is well-formed XML, so they are written as
 * elements here.
 */
export function wellFormed(body: string): string {
  return body.replace(/\\nd /g, '<divineName>').replace(/\\\+nd\*/g, '</divineName>');
}

/** Whether a verse's raw markup holds those stray markers. */
export function hasStrayUsfm(body: string): boolean {
  return /\\nd |\\\+nd\*/.test(body);
}
