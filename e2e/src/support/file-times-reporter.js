// Prints each spec file's wall time at the end of the run, slowest first: where the browser suite's time goes.
// Plain CommonJS: Jest loads reporters without transforming them.
const { relative } = require('node:path');

class FileTimesReporter {
  constructor() {
    this.times = [];
  }

  onTestResult(test, result) {
    const { start, end } = result.perfStats;
    this.times.push({
      file: relative(test.context.config.rootDir, test.path),
      seconds: (end - start) / 1000,
      failed: result.numFailingTests > 0 || Boolean(result.testExecError),
    });
  }

  onRunComplete() {
    if (!this.times.length) return;
    const width = Math.max(...this.times.map((t) => t.file.length));
    const lines = [...this.times]
      .sort((a, b) => b.seconds - a.seconds)
      .map(
        (t) =>
          `  ${t.file.padEnd(width)}  ${t.seconds.toFixed(1).padStart(7)} s${t.failed ? '  FAILED' : ''}`,
      );
    const total = this.times.reduce((sum, t) => sum + t.seconds, 0);
    process.stderr.write(
      `\n[e2e] wall time per spec file:\n${lines.join('\n')}\n  ${'total'.padEnd(width)}  ${total.toFixed(1).padStart(7)} s\n`,
    );
  }
}

module.exports = FileTimesReporter;
