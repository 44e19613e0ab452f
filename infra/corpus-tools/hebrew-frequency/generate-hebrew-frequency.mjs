#!/usr/bin/env node
// Generates web/src/features/hebrew-learning/data/words.ts: the 500 most frequent Hebrew lemmas of the
// Old Testament, counted in the Open Scriptures Hebrew Bible (WLC + OSHB lemma tagging).
//
// Usage (from the repository root):
//   node infra/corpus-tools/hebrew-frequency/generate-hebrew-frequency.mjs [--corpus DIR] [--out FILE] [--check]
//
// Counting rule (documented in README.md next to this script):
//   - one row of wlc-words.tsv.gz = one written word; it counts once for its `strongs` column
//     (the main lemma; prefixes such as ו "and", ה "the", ב "in" and augments are already dropped upstream);
//   - rows with an empty `strongs` (the word is only a prefix, e.g. בּ֥/וֹ "in him") are skipped;
//   - `qere` rows are skipped: a qere is the marginal reading of a ketiv that is already counted, so every
//     written word counts exactly once (the ~20 "read but not written" qere rows are not written words);
//   - Aramaic rows (morph starting with `A`, Daniel/Ezra/Jer 10:11/Gen 31:47) are skipped: the list is of
//     *Hebrew* lemmas and Strong's gives Aramaic words their own numbers (e.g. H1768 דִּי);
//   - order: count descending, then Strong's number ascending (deterministic at the tie for rank 500).
// Word, transliteration and gloss come from the Strong's Hebrew dictionary (Open Scriptures, CC-BY-SA).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { GLOSS_OVERRIDES, makeGloss } from './gloss.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const LIMIT = 500;

// Same lookup as libs/nest-common's resolveCorpusDir: CORPUS_DIR, ../shared/corpus beside the checkout.
function resolveCorpusDir() {
  const candidates = [
    process.env.CORPUS_DIR,
    path.resolve(repoRoot, '../shared/corpus'),
    '/work/shared/corpus',
  ];
  return (
    candidates.filter(Boolean).find((dir) => fs.existsSync(path.join(dir, 'SOURCES.md'))) ?? candidates[1]
  );
}

// U+034F COMBINING GRAPHEME JOINER only fixes the mark order in יְרוּשָׁלַ͏ִם; it is invisible and outside the
// Hebrew block, so it is dropped from display words.
const displayHebrew = (s) => s.replace(/\u034F/g, '').trim();

function parseArgs(argv) {
  const args = {
    corpus: resolveCorpusDir(),
    out: path.join(repoRoot, 'web/src/features/hebrew-learning/data/words.ts'),
    check: false,
  };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--corpus') args.corpus = argv[++i];
    else if (argv[i] === '--out') args.out = path.resolve(argv[++i]);
    else if (argv[i] === '--check') args.check = true;
    else throw new Error(`Unknown argument ${argv[i]}`);
  }
  return args;
}

const readGz = (file) => zlib.gunzipSync(fs.readFileSync(file)).toString('utf8');

export function countLemmas(tsv) {
  const lines = tsv.split('\n');
  const header = lines[0].split('\t');
  const col = (name) => {
    const i = header.indexOf(name);
    if (i < 0) throw new Error(`wlc-words.tsv: missing column ${name}`);
    return i;
  };
  const [iVariant, iStrongs, iMorph] = [col('variant'), col('strongs'), col('morph')];
  const counts = new Map();
  const stats = { rows: 0, qere: 0, noStrongs: 0, aramaic: 0, counted: 0 };
  for (let n = 1; n < lines.length; n += 1) {
    if (!lines[n]) continue;
    const f = lines[n].split('\t');
    stats.rows += 1;
    if (f[iVariant] === 'qere') {
      stats.qere += 1;
      continue;
    }
    const strongs = f[iStrongs];
    if (!strongs) {
      stats.noStrongs += 1;
      continue;
    }
    if (f[iMorph].startsWith('A')) {
      stats.aramaic += 1;
      continue;
    }
    counts.set(strongs, (counts.get(strongs) ?? 0) + 1);
    stats.counted += 1;
  }
  return { counts, stats };
}

export function rank(counts, limit = LIMIT) {
  const num = (s) => Number(s.slice(1));
  return [...counts].sort((a, b) => b[1] - a[1] || num(a[0]) - num(b[0])).slice(0, limit);
}

const q = (s) => `'${String(s).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function render(rows, stats) {
  const body = rows
    .map(
      (w) =>
        `  { rank: ${w.rank}, strongsNumber: ${q(w.strongsNumber)}, word: ${q(w.word)}, transliteration: ${q(
          w.transliteration,
        )}, gloss: ${q(w.gloss)}, count: ${w.count} },`,
    )
    .join('\n');
  return `// GENERATED FILE - do not edit by hand.
// The ${rows.length} most frequent Hebrew lemmas of the Old Testament (Westminster Leningrad Codex).
// Source: Open Scriptures Hebrew Bible, oshb-wlc/wlc-words.tsv.gz (CC BY 4.0: "Original work of the Open
// Scriptures Hebrew Bible available at https://github.com/openscriptures/morphhb"); word, transliteration
// and gloss from the Strong's Hebrew dictionary JSON of Open Scriptures (CC-BY-SA).
// Command: node infra/corpus-tools/hebrew-frequency/generate-hebrew-frequency.mjs
// Rule: one count per written word by its Strong's number; qere, prefix-only and Aramaic rows skipped;
// ties by Strong's number. ${stats.counted} words counted of ${stats.rows} rows (${stats.qere} qere, ${
    stats.noStrongs
  } prefix-only, ${stats.aramaic} Aramaic skipped).
export interface HebrewWord {
  rank: number;
  strongsNumber: string;
  word: string;
  transliteration: string;
  gloss: string;
  count: number;
}

// prettier-ignore
export const hebrewWords: readonly HebrewWord[] = [
${body}
];
`;
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  const dict = JSON.parse(readGz(path.join(args.corpus, 'strongs-dictionaries/strongs-hebrew.json.gz')));
  const { counts, stats } = countLemmas(readGz(path.join(args.corpus, 'oshb-wlc/wlc-words.tsv.gz')));
  const rows = rank(counts).map(([strongsNumber, count], i) => {
    const entry = dict[strongsNumber];
    if (!entry) throw new Error(`${strongsNumber} is not in the Strong's Hebrew dictionary`);
    return {
      rank: i + 1,
      strongsNumber,
      word: displayHebrew(entry.lemma),
      transliteration: entry.xlit.trim(),
      gloss: GLOSS_OVERRIDES[strongsNumber] ?? makeGloss(entry),
      count,
    };
  });
  const text = render(rows, stats);
  if (args.check) {
    const current = fs.existsSync(args.out) ? fs.readFileSync(args.out, 'utf8') : '';
    if (current !== text) {
      console.error(`${args.out} is out of date; run the generator.`);
      process.exit(1);
    }
    console.log(`${args.out} is up to date.`);
    return;
  }
  fs.mkdirSync(path.dirname(args.out), { recursive: true });
  fs.writeFileSync(args.out, text);
  console.log(`Wrote ${rows.length} words to ${path.relative(process.cwd(), args.out)}`);
  console.log(JSON.stringify(stats));
  for (const w of rows.slice(0, 10)) {
    console.log(
      `${String(w.rank).padStart(3)}  ${w.strongsNumber.padEnd(6)} ${String(w.count).padStart(6)}  ${w.word}  ${w.transliteration}  ${w.gloss}`,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
