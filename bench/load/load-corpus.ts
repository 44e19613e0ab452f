import { Client } from 'pg';

/** Samples drawn at random from the seeded database, so the traffic is not a handful of cached answers. */
export interface CorpusSample {
  words: string[];
  phrases: string[];
  /** Verses as [book number, book name, chapter, verse]. */
  verses: [number, string, number, number][];
  strongs: string[];
  versions: string[];
  /** Installed versions with (nearly) every verse of both testaments, for verse and chapter reads. */
  fullVersions: string[];
}

export async function sampleCorpus(databaseUrl: string, size = 400): Promise<CorpusSample> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const verses = await client.query<{
      book: number;
      name: string;
      chapter: number;
      verse: number;
      text: string;
    }>(
      `SELECT v.book, b.name, v.chapter, v.verse, v.text FROM verses v JOIN books b ON b.number = v.book
       WHERE v.version_code = 'kjv' ORDER BY random() LIMIT $1`,
      [size],
    );
    const strongs = await client.query<{ strongs: string }>(
      'SELECT strongs FROM lexicon_entries ORDER BY random() LIMIT $1',
      [size],
    );
    const versions = await client.query<{ code: string; verse_count: number }>(
      'SELECT code, verse_count FROM versions WHERE installed ORDER BY code',
    );
    const words = new Set<string>();
    const phrases: string[] = [];
    for (const row of verses.rows) {
      const tokens = row.text
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter((t) => t.length >= 3);
      for (const t of tokens) words.add(t);
      if (tokens.length >= 3) {
        const start = Math.floor(Math.random() * (tokens.length - 2));
        phrases.push(tokens.slice(start, start + 2 + Math.floor(Math.random() * 2)).join(' '));
      }
    }
    return {
      words: [...words],
      phrases,
      verses: verses.rows.map((r) => [r.book, r.name, r.chapter, r.verse]),
      strongs: strongs.rows.map((r) => r.strongs),
      versions: versions.rows.map((r) => r.code),
      fullVersions: versions.rows.filter((r) => r.verse_count >= 31_000).map((r) => r.code),
    };
  } finally {
    await client.end();
  }
}
