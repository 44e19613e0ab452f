import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { createGunzip, gunzipSync } from 'node:zlib';
import { Readable } from 'node:stream';

function openText(path: string): Readable {
  const raw = createReadStream(path);
  const stream = path.endsWith('.gz') ? raw.pipe(createGunzip()) : raw;
  raw.on('error', (error) => stream.destroy(error));
  stream.setEncoding('utf8');
  return stream;
}

/** Lines of a (possibly gzipped) text file, streamed; a corrupt gzip surfaces as a thrown error. */
export async function* fileLines(path: string): AsyncGenerator<string> {
  const lines = createInterface({ input: openText(path), crlfDelay: Infinity });
  for await (const line of lines) yield line;
}

/** String chunks of a (possibly gzipped) file, for streaming XML readers. */
export async function* fileChunks(path: string): AsyncGenerator<string> {
  for await (const chunk of openText(path)) yield chunk as string;
}

export async function readTextFile(path: string): Promise<string> {
  const buffer = await readFile(path);
  return (path.endsWith('.gz') ? gunzipSync(buffer) : buffer).toString('utf8');
}

export async function sha256OfFiles(paths: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const path of [...paths].sort()) {
    hash.update(path.split('/').slice(-2).join('/'));
    hash.update(await readFile(path));
  }
  return hash.digest('hex');
}
