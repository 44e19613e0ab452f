import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '../../..');
const FIXTURES = join(__dirname, '__lint-fixtures__');
// The web's fixtures sit inside a feature folder: its zones and parser options are bound to those paths.
const WEB_FIXTURES = join(ROOT, 'web/src/features/search/__lint-fixtures__');

interface LintMessage {
  ruleId: string | null;
  message: string;
}

const CYCLE = [join(FIXTURES, 'cycle-a.ts'), join(FIXTURES, 'cycle-b.ts')];
const CROSS_FEATURE = join(WEB_FIXTURES, 'imports-another-feature.ts');
const CONDITIONAL_HOOK = join(WEB_FIXTURES, 'conditional-hook.tsx');

/** Lints files with the workspace's own config, the fixtures' ignore pattern lifted: messages by file. */
function lint(files: string[]): Map<string, LintMessage[]> {
  const dir = mkdtempSync(join(tmpdir(), 'lint-rules-'));
  const report = join(dir, 'report.json');
  try {
    const eslint = join(ROOT, 'node_modules/eslint/bin/eslint.js');
    const run = spawnSync(
      process.execPath,
      [eslint, '--no-ignore', '--format', 'json', '--output-file', report, ...files],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    );
    if (run.status !== 0 && run.status !== 1)
      throw new Error(`eslint failed (exit ${run.status}): ${run.stderr}`);
    const results = JSON.parse(readFileSync(report, 'utf8')) as {
      filePath: string;
      messages: LintMessage[];
    }[];
    return new Map(results.map((file) => [file.filePath, file.messages]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// A rule we rely on must be seen to fire: this config once resolved no `.ts` import, so no-cycle passed every cycle.
// One ESLint run for every fixture: starting the typed rules' TypeScript program is most of its cost.
describe('the workspace lint config', () => {
  let byFile: Map<string, LintMessage[]>;
  const messagesOf = (...files: string[]): LintMessage[] => files.flatMap((file) => byFile.get(file) ?? []);

  beforeAll(() => {
    byFile = lint([...CYCLE, CROSS_FEATURE, CONDITIONAL_HOOK]);
    expect([...byFile.keys()].sort()).toEqual([...CYCLE, CROSS_FEATURE, CONDITIONAL_HOOK].sort());
  });

  it('reports a two-file import cycle', () => {
    expect(messagesOf(...CYCLE).filter((m) => m.ruleId === 'import-x/no-cycle')).toHaveLength(2);
  });

  it('reports a web feature importing another feature or the app', () => {
    expect(
      messagesOf(CROSS_FEATURE)
        .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
        .map((m) => m.message),
    ).toEqual([
      expect.stringContaining('A feature does not import another feature'),
      expect.stringContaining('Features do not import the app'),
    ]);
  });

  it('reports a React hook called under a condition', () => {
    expect(
      messagesOf(CONDITIONAL_HOOK).filter((m) => m.ruleId === 'react-hooks/rules-of-hooks'),
    ).toHaveLength(1);
  });
});
