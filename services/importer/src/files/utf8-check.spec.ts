import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firstInvalidUtf8 } from './utf8-check';

describe('firstInvalidUtf8', () => {
  const dir = mkdtempSync(join(tmpdir(), 'utf8-'));
  const file = join(dir, 'f.txt');
  const check = (bytes: Buffer) => {
    writeFileSync(file, bytes);
    return firstInvalidUtf8(file);
  };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names the line and byte offset of a Latin-1 byte far past the first 64 KB', async () => {
    const head = Buffer.from('Genesis|1|1|In the beginning … God\n'.repeat(4000));
    expect(
      await check(
        Buffer.concat([head, Buffer.from('Genesis|1|2|caf'), Buffer.from([0xe9]), Buffer.from('\n')]),
      ),
    ).toEqual({
      offset: head.length + 15,
      line: 4001,
      byte: 0xe9,
    });
  });

  it('agrees with a fatal TextDecoder on random bytes, and the bytes before the offset decode', async () => {
    const decoder = new TextDecoder('utf-8', { fatal: true });
    let seed = 27;
    const random = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    for (let run = 0; run < 400; run++) {
      const bytes = Buffer.from(
        Array.from({ length: 1 + random(10) }, () => (random(3) === 0 ? random(128) : 0x80 + random(128))),
      );
      const problem = await check(bytes);
      let valid = true;
      try {
        decoder.decode(bytes);
      } catch {
        valid = false;
      }
      expect({ bytes, bad: problem !== null }).toEqual({ bytes, bad: !valid });
      if (problem) expect(() => decoder.decode(bytes.subarray(0, problem.offset))).not.toThrow();
    }
  });
});
