import { useCopyShare } from '../lib/use-copy-share';

interface CopyShareButtonsProps {
  /** What the buttons act on, for screen readers: 'John 3:16'. */
  label: string;
  /** The text to copy or share, written when pressed (the copy options may have changed). */
  text: () => string;
  /** The address shared with the text: the verse in the reader. */
  url: () => string;
}

/** COPY and SHARE, each showing 'Copied' or 'Shared' for 2 s on the button pressed (spec §9). */
export function CopyShareButtons({ label, text, url }: CopyShareButtonsProps) {
  const { state, copy, share } = useCopyShare();
  return (
    <>
      <button type="button" className="chip" onClick={() => void copy(text())}>
        {state === 'copied' ? 'Copied' : 'COPY'}
        <span className="visually-hidden"> {label}</span>
      </button>
      <button type="button" className="chip" onClick={() => void share(text(), label, url())}>
        {state === 'shared' ? 'Shared' : state === 'share-copied' ? 'Copied' : 'SHARE'}
        <span className="visually-hidden"> {label}</span>
      </button>
    </>
  );
}
