/** A run of verses inside one chapter: `from`..`to` inclusive. */
export interface ChapterPiece {
  book: number;
  chapter: number;
  from: number;
  to: number;
}

export const pieceVerses = (p: ChapterPiece): number => p.to - p.from + 1;

/**
 * The balancing rule. A day's reading is made of whole chapters, except that a chapter at least one and
 * a half times the daily mean (verses of the track ÷ days) is read over round(verses ÷ mean) days in
 * near-equal parts (Psalm 119 over two days of the Bible in a year); if a track still has fewer pieces
 * than days, its longest piece is halved until it has enough. The pieces are then cut into exactly
 * `days` consecutive days so that the sum of the squared differences between each day's verses and the
 * mean is the least possible (dynamic programming; on a tie the earlier cut wins, so the result is
 * deterministic). No verse is split, none is left out or read twice, and canonical order is kept.
 */
export function balanceDays(chapters: readonly ChapterPiece[], days: number): ChapterPiece[][] {
  const total = chapters.reduce((sum, c) => sum + pieceVerses(c), 0);
  if (!Number.isInteger(days) || days < 1 || total < days)
    throw new RangeError(`Cannot read ${total} verses in ${days} days`);
  const pieces = ensureEnough(splitLong(chapters, total / days), days);
  return cutIntoDays(pieces, days, total / days);
}

/** A piece cut into `parts` runs whose sizes differ by at most one verse, the longer ones first. */
function splitEvenly(piece: ChapterPiece, parts: number): ChapterPiece[] {
  const size = pieceVerses(piece);
  const out: ChapterPiece[] = [];
  let from = piece.from;
  for (let i = 0; i < parts; i++) {
    const length = Math.floor(size / parts) + (i < size % parts ? 1 : 0);
    out.push({ ...piece, from, to: from + length - 1 });
    from += length;
  }
  return out;
}

function splitLong(chapters: readonly ChapterPiece[], mean: number): ChapterPiece[] {
  return chapters.flatMap((c) => {
    const parts = Math.max(1, Math.min(pieceVerses(c), Math.round(pieceVerses(c) / mean)));
    return parts > 1 ? splitEvenly(c, parts) : [c];
  });
}

function ensureEnough(pieces: ChapterPiece[], days: number): ChapterPiece[] {
  const out = [...pieces];
  while (out.length < days) {
    let longest = 0;
    for (let i = 1; i < out.length; i++) if (pieceVerses(out[i]) > pieceVerses(out[longest])) longest = i;
    out.splice(longest, 1, ...splitEvenly(out[longest], 2));
  }
  return out;
}

function cutIntoDays(pieces: readonly ChapterPiece[], days: number, mean: number): ChapterPiece[][] {
  // A local constant: reading the global `Infinity` in the hot loop is slow inside a vm context (jest).
  const NONE = Number.POSITIVE_INFINITY;
  const n = pieces.length;
  const prefix = new Float64Array(n + 1);
  pieces.forEach((p, i) => (prefix[i + 1] = prefix[i] + pieceVerses(p)));
  // A day longer than this is never the best cut; bounding it keeps the search near-linear.
  const longest = Math.max(...pieces.map(pieceVerses));
  const cap = Math.max(3 * mean, 2 * longest);
  const width = n + 1;
  const cost = new Float64Array((days + 1) * width).fill(NONE);
  const from = new Int32Array((days + 1) * width).fill(-1);
  cost[0] = 0;
  for (let d = 1; d <= days; d++) {
    // After d days at least d pieces are read, and the days left need one piece each.
    for (let i = d; i <= n - (days - d); i++) {
      let best = NONE;
      let bestK = -1;
      for (let k = i - 1; k >= d - 1 && prefix[i] - prefix[k] <= cap; k--) {
        const before = cost[(d - 1) * width + k];
        if (before === NONE) continue;
        const diff = prefix[i] - prefix[k] - mean;
        const c = before + diff * diff;
        if (c <= best) {
          best = c;
          bestK = k;
        }
      }
      cost[d * width + i] = best;
      from[d * width + i] = bestK;
    }
  }
  if (from[days * width + n] < 0) throw new RangeError('No balanced cut found');
  const result: ChapterPiece[][] = [];
  for (let d = days, i = n; d > 0; d--) {
    const k = from[d * width + i];
    result.push(pieces.slice(k, i));
    i = k;
  }
  return result.reverse();
}
