import { useState } from 'react';
import { readCopyOptions, writeCopyOptions, type CopyOptions } from '../lib/verse-clipboard';

/** How COPY and SHARE write a verse: with verse numbers or not, the reference before or after; kept in this browser. */
export function CopyOptionsMenu() {
  const [options, setOptions] = useState(readCopyOptions);
  const set = (patch: Partial<CopyOptions>) => {
    const next = { ...options, ...patch };
    writeCopyOptions(next);
    setOptions(next);
  };
  return (
    <details className="copy-options">
      <summary>Copy options</summary>
      <label className="check">
        <input
          type="checkbox"
          checked={options.verseNumbers}
          onChange={(e) => set({ verseNumbers: e.target.checked })}
        />
        Verse numbers
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={options.referenceLast}
          onChange={(e) => set({ referenceLast: e.target.checked })}
        />
        Reference after the text
      </label>
    </details>
  );
}
