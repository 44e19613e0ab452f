import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '../../../..');
const SOURCES = ['services/auth/src', 'libs/nest-common/src/auth'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

describe('no default password', () => {
  it('exists in the account code: no password-like name is given a string literal', () => {
    // `password = 'x'`, `password: "x"`, `ADMIN_PASSWORD ?? 'x'`, `|| 'x'`: any fallback or hint.
    const assignment = /(pass(word)?|pwd|secret)\w*['"]?\s*(=|:|\?\?|\|\|)\s*['"`][^'"`]+['"`]/i;
    const offenders = SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir)))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => ({ file, line, n: i + 1 })),
      )
      .filter(({ line }) => assignment.test(line) && !/^\s*(\/\/|\*|import )/.test(line))
      .map(({ file, n, line }) => `${relative(ROOT, file)}:${n}: ${line.trim()}`);
    expect(offenders).toEqual([]);
  });
});
