import { createInterface } from 'node:readline';

/** Reads one hidden line from the terminal (no echo). */
function askHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (result: string | Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stderr.write('\n');
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') return finish(value);
        if (ch === '\u0003') return finish(new Error('Cancelled'));
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    process.stderr.write(prompt);
    stdin.setEncoding('utf8');
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

/** The first line of piped input: `printf '%s\n' "$PW" | npm run admin:create -- ruth`. */
function firstLine(): Promise<string> {
  return new Promise((resolve) => {
    const lines = createInterface({ input: process.stdin });
    let line: string | undefined;
    lines.once('line', (first) => {
      line = first;
      lines.close();
    });
    lines.once('close', () => resolve(line ?? ''));
  });
}

/** From a terminal the password is typed twice without echo; otherwise it is read from stdin. */
export async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return firstLine();
  const first = await askHidden('Password for the administrator: ');
  const again = await askHidden('Type it again: ');
  if (first !== again) throw new Error('The two passwords differ');
  return first;
}
