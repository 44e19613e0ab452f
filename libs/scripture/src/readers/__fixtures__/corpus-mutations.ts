// Test-only helpers: the first few KB of a real corpus file, and fast-check arbitraries that damage them.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { constants, gunzipSync } from 'node:zlib';
import fc from 'fast-check';

/** As resolveCorpusDir (nest-common, which this domain lib may not import) finds it: CORPUS_DIR, beside the checkout, or the machines' shared folder. */
export const CORPUS_DIR =
  [process.env.CORPUS_DIR, join(__dirname, '../../../../../../shared/corpus'), '/work/shared/corpus']
    .filter((dir): dir is string => Boolean(dir))
    .map((dir) => resolve(dir))
    .find((dir) => existsSync(join(dir, 'SOURCES.md'))) ?? '/work/shared/corpus';

/** Decompresses only the start of a corpus file (a truncated gzip stream is fine with a sync flush). */
export function corpusHead(relativePath: string, bytes = 6 * 1024): Buffer {
  const raw = readFileSync(join(CORPUS_DIR, relativePath));
  const text = relativePath.endsWith('.gz')
    ? gunzipSync(raw.subarray(0, bytes * 2), { finishFlush: constants.Z_SYNC_FLUSH })
    : raw;
  return text.subarray(0, bytes);
}

type Mutation = (bytes: Buffer) => Buffer;

const position = fc.nat();
const flip: fc.Arbitrary<Mutation> = fc
  .tuple(position, fc.integer({ min: 1, max: 255 }))
  .map(([at, mask]) => (b) => {
    if (b.length === 0) return b;
    const out = Buffer.from(b);
    out[at % b.length] ^= mask;
    return out;
  });
const truncate: fc.Arbitrary<Mutation> = position.map((at) => (b) => b.subarray(0, at % (b.length + 1)));
const insert: fc.Arbitrary<Mutation> = fc
  .tuple(
    position,
    fc.oneof(
      fc.uint8Array({ maxLength: 16 }).map((a) => Buffer.from(a)),
      fc
        .constantFrom(
          '\t',
          '\n',
          '\r',
          '$$$',
          '<',
          '>',
          '"',
          '&amp;',
          '&#xD800;',
          '{',
          '}',
          '|',
          ':',
          '\\',
          "'",
          ';',
          '\u0000',
          '99999999999999999999',
          '-1',
          '<w lemma="',
          '</verse>',
          '\\v ',
          '0:0',
        )
        .map((s) => Buffer.from(s)),
    ),
  )
  .map(([at, piece]) => (b) => {
    const i = at % (b.length + 1);
    return Buffer.concat([b.subarray(0, i), piece, b.subarray(i)]);
  });
const remove: fc.Arbitrary<Mutation> = fc
  .tuple(position, fc.integer({ min: 1, max: 200 }))
  .map(([at, length]) => (b) => {
    const i = at % (b.length + 1);
    return Buffer.concat([b.subarray(0, i), b.subarray(i + length)]);
  });
const duplicate: fc.Arbitrary<Mutation> = fc
  .tuple(position, fc.integer({ min: 1, max: 400 }))
  .map(([at, length]) => (b) => {
    const i = at % (b.length + 1);
    return Buffer.concat([b.subarray(0, i + length), b.subarray(i)]);
  });

/** A real snippet with 1–8 random byte flips, truncations, insertions, deletions or repeats, decoded leniently. */
export function mutatedText(original: Buffer): fc.Arbitrary<string> {
  return fc
    .array(fc.oneof(flip, truncate, insert, remove, duplicate), { minLength: 1, maxLength: 8 })
    .map((mutations) => mutations.reduce((bytes, mutate) => mutate(bytes), original).toString('utf8'));
}

/** The text cut into chunks of random sizes, as a stream would deliver it. */
export function inChunks(text: string, sizes: number[]): string[] {
  const chunks: string[] = [];
  let at = 0;
  for (let i = 0; at < text.length; i++) {
    const size = Math.max(1, sizes[i % Math.max(1, sizes.length)] ?? text.length);
    chunks.push(text.slice(at, at + size));
    at += size;
  }
  return chunks;
}
