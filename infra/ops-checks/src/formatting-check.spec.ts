import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '../../..');

/** Runs the formatting step of `npm run lint` on one file, written inside the tree so .prettierrc.json applies. */
function checkFormatting(source: string): { status: number | null; output: string } {
  const dir = mkdtempSync(join(__dirname, '.formatting-'));
  try {
    const file = join(dir, 'sample.ts');
    writeFileSync(file, source);
    const run = spawnSync(process.execPath, [join(ROOT, 'scripts/lint.mjs'), '--formatting-of', file], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    return { status: run.status, output: run.stdout + run.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('npm run lint checks formatting', () => {
  it('fails on a file Prettier would write otherwise, naming it', () => {
    const { status, output } = checkFormatting('export const greeting = "in the beginning" ;\n');
    expect(status).toBe(1);
    expect(output).toContain('sample.ts');
    expect(output).toContain('npm run format');
  });

  it('passes a file written as Prettier writes it', () => {
    expect(checkFormatting("export const greeting = 'in the beginning';\n").status).toBe(0);
  });
});
