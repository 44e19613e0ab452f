import { join } from 'node:path';
import { readImpCommentary, type CommentaryEntryRecord, type CommentarySpan } from '@strongs/scripture';
import { fileLines } from './file-streams';
import type { ReferenceWorkInfo } from './reference-work';

export interface CommentaryText {
  kind: 'commentary';
  id: string;
  label: string;
  files: readonly string[];
  work: ReferenceWorkInfo;
  span: CommentarySpan;
  /** Keys whose markup holds text (the rest are milestones and headings): counted over the files. */
  expectedEntries: number;
  read(corpusDir: string): AsyncIterable<CommentaryEntryRecord>;
}

const PUBLIC_DOMAIN = 'Public Domain';

function commentary(
  file: string,
  span: CommentarySpan,
  expectedEntries: number,
  work: ReferenceWorkInfo,
): CommentaryText {
  return {
    kind: 'commentary',
    id: `commentary-${work.code}`,
    label: work.name,
    files: [file],
    work,
    span,
    expectedEntries,
    read: (dir) => readImpCommentary(fileLines(join(dir, file)), span),
  };
}

/** The SWORD commentaries of the corpus (SOURCES.md §0), each one work of the reference library. */
export const COMMENTARY_TEXTS: readonly CommentaryText[] = [
  commentary('sword/mhcc.imp.gz', 'passage', 4059, {
    code: 'mhcc',
    name: "Matthew Henry's Concise Commentary",
    shortName: 'Matthew Henry',
    source: 'CrossWire SWORD module MHCC (Debian sword-comm-mhcc 2.0-1)',
    licence: PUBLIC_DOMAIN,
  }),
  commentary('sword/scofield.imp.gz', 'verse', 3214, {
    code: 'scofield',
    name: 'Scofield Reference Notes (1917)',
    shortName: 'Scofield',
    source: 'CrossWire SWORD module Scofield (Debian sword-comm-scofield 2.1-1)',
    licence: PUBLIC_DOMAIN,
  }),
  commentary('sword/tdavid.imp.gz', 'passage', 151, {
    code: 'tdavid',
    name: "Spurgeon's Treasury of David",
    shortName: 'Treasury of David',
    source: 'CrossWire SWORD module TDavid (Debian sword-comm-tdavid 2.1-1)',
    licence: PUBLIC_DOMAIN,
  }),
];
