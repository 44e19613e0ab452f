import type { CrossReferencesRow } from '@strongs/db';
import { findBook, verseOrd } from '@strongs/scripture';
import type { EntityManager } from 'typeorm';

const BATCH = 20000;

export class CrossReferenceFormatError extends Error {
  override name = 'CrossReferenceFormatError';
}

function osisToOrd(osis: string, line: number): number {
  const match = /^([1-3]?[A-Za-z]+)\.(\d+)\.(\d+)$/.exec(osis);
  const book = match ? findBook(match[1]) : undefined;
  if (!match || !book) throw new CrossReferenceFormatError(`Line ${line}: not an OSIS verse id: ${osis}`);
  return verseOrd(book.number, Number(match[2]), Number(match[3]));
}

/** Parses one OpenBible.info row: `Gen.1.1<TAB>Heb.1.10<TAB>46`, the target possibly a range. */
export function parseCrossReferenceLine(text: string, line: number): CrossReferencesRow {
  const cells = text.split('\t');
  if (cells.length < 3) throw new CrossReferenceFormatError(`Line ${line}: expected 3 tab-separated cells`);
  const [from, to, votes] = cells;
  const [start, end = start] = to.split('-');
  const voteCount = Number(votes);
  if (!Number.isInteger(voteCount))
    throw new CrossReferenceFormatError(`Line ${line}: votes is not a number`);
  return {
    from_ord: osisToOrd(from, line),
    to_start_ord: osisToOrd(start, line),
    to_end_ord: osisToOrd(end, line),
    votes: voteCount,
  };
}

export async function replaceCrossReferences(
  manager: EntityManager,
  lines: AsyncIterable<string>,
  onProgress: (rows: number) => Promise<void>,
): Promise<number> {
  await manager.query('DELETE FROM cross_references');
  let batch: CrossReferencesRow[] = [];
  let total = 0;
  let lineNumber = 0;
  const flush = async (): Promise<void> => {
    if (batch.length === 0) return;
    await manager.query(
      `INSERT INTO cross_references (from_ord, to_start_ord, to_end_ord, votes)
       SELECT * FROM json_to_recordset($1::json)
         AS r(from_ord integer, to_start_ord integer, to_end_ord integer, votes integer)
       ON CONFLICT (from_ord, to_start_ord, to_end_ord) DO UPDATE SET votes = EXCLUDED.votes`,
      [JSON.stringify(batch)],
    );
    total += batch.length;
    batch = [];
    await onProgress(total);
  };
  for await (const text of lines) {
    lineNumber += 1;
    if (lineNumber === 1 || text.trim() === '') continue;
    batch.push(parseCrossReferenceLine(text, lineNumber));
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return total;
}
