import type { VerseToken } from './verse-token';

type Marks = Omit<VerseToken, 'text'>;

const WHITESPACE = /\s/;
const ALL_WHITESPACE = /^\s+$/;

/** A token that stands for a source word (tagged, parsed or lemmatised): never merged or padded. */
function isWord(token: Marks): boolean {
  return Boolean(token.strongs?.length || token.morph || token.lemma);
}

function sameMarks(a: Marks, b: Marks): boolean {
  return !isWord(a) && !isWord(b) && a.added === b.added && a.divine === b.divine && a.red === b.red;
}

/**
 * Collects text runs with their marks and turns them into tokens whose joined text is the
 * plain verse text: whitespace collapsed to single spaces across run boundaries, trimmed,
 * pilcrows removed, neighbouring untagged runs with equal marks merged.
 */
export class TokenBuilder {
  private readonly runs: VerseToken[] = [];
  paragraph = false;

  push(text: string, marks: Marks = {}): void {
    if (!text) return;
    if (text.includes('¶')) {
      this.paragraph = true;
      text = text.replace(/¶/g, ' ');
    }
    const run = clean(marks) as VerseToken;
    run.text = text;
    this.runs.push(run);
  }

  /** Whether anything but whitespace was pushed. */
  hasText(): boolean {
    return this.runs.some((run) => /\S/.test(run.text));
  }

  /** The last character pushed so far ('' when nothing). */
  lastChar(): string {
    for (let i = this.runs.length - 1; i >= 0; i--) {
      const t = this.runs[i].text;
      if (t) return t[t.length - 1];
    }
    return '';
  }

  build(): VerseToken[] {
    const out: VerseToken[] = [];
    const add = (token: VerseToken): void => {
      const previous = out[out.length - 1];
      if (previous && sameMarks(previous, token)) previous.text += token.text;
      else out.push(token);
    };
    let spacePending = false;
    let started = false;
    for (const run of this.runs) {
      let text = '';
      // Most runs are one word or one space: splitting those would only allocate.
      const parts = !WHITESPACE.test(run.text)
        ? [run.text]
        : ALL_WHITESPACE.test(run.text)
          ? [' ']
          : run.text.split(/(\s+)/);
      for (const part of parts) {
        if (!part) continue;
        if (/^\s/.test(part)) {
          spacePending = started;
          continue;
        }
        if (spacePending) {
          // A space before a run's first word stays outside it, so tagged tokens hold only words.
          if (text) text += ' ';
          else this.addSpace(out, run);
        }
        spacePending = false;
        started = true;
        text += part;
      }
      if (text) add({ ...run, text });
    }
    return out;
  }

  /** The space between two runs joins the plain text before it, or stands alone between words. */
  private addSpace(out: VerseToken[], next: VerseToken): void {
    const previous = out[out.length - 1];
    if (previous && isPlain(previous)) previous.text += ' ';
    else out.push(previous?.red && next.red ? { text: ' ', red: true } : { text: ' ' });
  }
}

/** Not a word token: a space may join it. */
function isPlain(token: VerseToken): boolean {
  return !isWord(token) && !token.added && !token.divine;
}

function clean(marks: Marks): Marks {
  const out: Marks = {};
  if (marks.strongs?.length) out.strongs = [...marks.strongs];
  if (marks.morph) out.morph = marks.morph;
  if (marks.lemma) out.lemma = marks.lemma;
  if (marks.added) out.added = true;
  if (marks.divine) out.divine = true;
  if (marks.red) out.red = true;
  return out;
}
