import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { CORPUS_DIR } from '../readers/__fixtures__/corpus-mutations';
import { decodeOshbMorph } from './oshb-morphology';
import { decodeRobinsonMorph } from './robinson-morphology';

function gz(path: string): string {
  return gunzipSync(readFileSync(join(CORPUS_DIR, path))).toString('utf8');
}

/** One column of a headed TSV file, every row. */
function column(text: string, name: string): string[] {
  const [header, ...rows] = text.split('\n').filter((l) => l.length);
  const index = header.split('\t').indexOf(name);
  if (index < 0) throw new Error(`no column ${name}`);
  return rows.map((r) => r.split('\t')[index]);
}

/** Oshm.xml's own wording, and ours, reduced to the same words: 'Verb qal perfect third person …'. */
function comparable(text: string): string {
  return text
    .trim()
    .replace(/^Hebrew: /, '')
    .replace(/\b1st\b/g, 'first')
    .replace(/\b2nd\b/g, 'second')
    .replace(/\b3rd\b/g, 'third')
    .replace(/Adjective adjective/g, 'Adjective')
    .replace(/,/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ ;/g, ';')
    .replace(/;\s*$/, '')
    .trim()
    .toLowerCase();
}

const available = existsSync(join(CORPUS_DIR, 'oshb-wlc/wlc-words.tsv.gz'));

(available ? describe : describe.skip)('every morphology code in the corpus decodes', () => {
  it('decodes every OSHB code in wlc-words.tsv, in the words Oshm.xml uses for it', () => {
    const codes = new Set(column(gz('oshb-wlc/wlc-words.tsv.gz'), 'morph'));
    const key = new Map<string, string>();
    for (const m of readFileSync(join(CORPUS_DIR, 'oshb-wlc/Oshm.xml'), 'utf8').matchAll(
      /<entryFree n="([^"]+)">([^<]*)<\/entryFree>/g,
    )) {
      key.set(m[1], m[2]);
    }
    expect(codes.size).toBeGreaterThan(3000);
    const mismatches: string[] = [];
    let compared = 0;
    for (const code of codes) {
      const ours = decodeOshbMorph(code).description;
      const theirs = key.get(code);
      if (theirs === undefined) continue;
      compared++;
      if (comparable(ours) !== comparable(theirs)) mismatches.push(`${code}: ${ours} ≠ ${theirs}`);
    }
    expect(mismatches).toEqual([]);
    // Two corpus codes are missing from the key file (AC/R/Ncfsd/Td, HR/Vpq1cs); everything else was compared.
    expect(compared).toBeGreaterThanOrEqual(codes.size - 2);
  });

  it('decodes every Robinson code in the TR (all parsing groups) and the Byzantine text', () => {
    const codes = new Set<string>();
    for (const raw of column(gz('greek-tr/tr-words.tsv.gz'), 'parses_raw'))
      for (const m of raw.matchAll(/\{([^}]+)\}/g)) codes.add(m[1]);
    for (const m of gz('greek-byz-rp2018/rp2018-strongs-parsing.tsv.gz').matchAll(/\{([^}]+)\}/g))
      codes.add(m[1]);
    expect(codes.size).toBeGreaterThan(1000);
    const failures = [...codes].filter((code) => {
      try {
        return !decodeRobinsonMorph(code).description;
      } catch {
        return true;
      }
    });
    expect(failures).toEqual([]);
  });
});
