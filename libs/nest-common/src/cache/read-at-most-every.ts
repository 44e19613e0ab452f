/**
 * `read` at most once every `ms`: the calls in between share the promise of the last read, so a catalogue or a
 * generation that every request needs costs one query per interval whatever the traffic. A read that fails is
 * not kept: the next call reads again.
 */
export function readAtMostEvery<T>(ms: number, read: () => Promise<T>): () => Promise<T> {
  let kept: { at: number; value: Promise<T> } | undefined;
  return () => {
    const now = Date.now();
    if (!kept || now - kept.at > ms) {
      const entry = { at: now, value: read() };
      kept = entry;
      entry.value.catch(() => {
        if (kept === entry) kept = undefined;
      });
    }
    return kept.value;
  };
}
