import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CopyOptionsMenu } from '../components/copy-options';
import { ToastProvider } from '../components/toast/toast-provider';
import { useCopyShare } from './use-copy-share';
import { formatVerses, readCopyOptions, verseClipboardText, versePermalink } from './verse-clipboard';

const JOHN_3_16 = 'For God so loved the world';

beforeEach(() => localStorage.clear());

describe('a copied verse', () => {
  it('starts with its reference and version by default', () => {
    expect(verseClipboardText('John 3:16', JOHN_3_16, 'kjv')).toBe(`John 3:16 (KJV)\n${JOHN_3_16}`);
  });

  it('carries verse numbers and puts the reference last when so chosen', () => {
    const both = { verseNumbers: true, referenceLast: true };
    expect(formatVerses('John 3:16', 'kjv', [{ text: JOHN_3_16 }], both)).toBe(
      `16 ${JOHN_3_16}\nJohn 3:16 (KJV)`,
    );
    const lines = [
      { reference: 'John 3:16', text: 'For God…' },
      { reference: 'John 3:17', text: 'For God sent…' },
    ];
    expect(formatVerses('John 3:16-17', 'web', lines, { verseNumbers: true, referenceLast: false })).toBe(
      'John 3:16-17 (WEB)\n16 For God… 17 For God sent…',
    );
    expect(formatVerses('John 3:16-17', 'web', lines, { verseNumbers: false, referenceLast: false })).toBe(
      'John 3:16-17 (WEB)\nFor God… For God sent…',
    );
  });

  it('is written with the options chosen in the menu, kept in this browser', () => {
    render(<CopyOptionsMenu />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Verse numbers' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Reference after the text' }));
    expect(readCopyOptions()).toEqual({ verseNumbers: true, referenceLast: true });
    expect(verseClipboardText('John 3:16', JOHN_3_16, 'kjv')).toBe(`16 ${JOHN_3_16}\nJohn 3:16 (KJV)`);
  });
});

describe('a shared verse', () => {
  it('links to the verse in the reader, naming a version other than the KJV', () => {
    expect(versePermalink('/bible/John/3/16', 'KJV')).toBe(`${window.location.origin}/bible/John/3/16`);
    expect(versePermalink('/bible/Isaiah/9/5', 'wlc')).toBe(
      `${window.location.origin}/bible/Isaiah/9/5?version=wlc`,
    );
  });

  function ShareButton() {
    const { state, share } = useCopyShare();
    return (
      <button
        type="button"
        onClick={() => void share('John 3:16 (KJV)\nFor God…', 'John 3:16', 'https://x/bible/John/3/16')}
      >
        {state === 'shared' ? 'Shared' : state === 'share-copied' ? 'Copied' : 'SHARE'}
      </button>
    );
  }

  it('goes through navigator.share with its link where the browser has it', async () => {
    const shareSpy = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { share: shareSpy });
    render(<ShareButton />, { wrapper: ToastProvider });
    fireEvent.click(screen.getByRole('button', { name: 'SHARE' }));
    await screen.findByRole('button', { name: 'Shared' });
    expect(shareSpy).toHaveBeenCalledWith({
      title: 'John 3:16',
      text: 'John 3:16 (KJV)\nFor God…',
      url: 'https://x/bible/John/3/16',
    });
    delete (navigator as { share?: unknown }).share;
  });

  it('is copied with its link, and a toast says so, where the browser cannot share', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    render(<ShareButton />, { wrapper: ToastProvider });
    fireEvent.click(screen.getByRole('button', { name: 'SHARE' }));
    await screen.findByRole('button', { name: 'Copied' });
    expect(writeText).toHaveBeenCalledWith('John 3:16 (KJV)\nFor God…\nhttps://x/bible/John/3/16');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Link copied'));
  });
});
