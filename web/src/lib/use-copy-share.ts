import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '../components/toast/toast-context';

/** Spec §9: the Copied/Shared indicator lasts 2 seconds. */
export const COPY_INDICATOR_MS = 2000;

async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('Copy failed');
}

/**
 * What the buttons show for 2 s: 'copied' belongs to COPY; when SHARE falls back to copying it is
 * 'share-copied', so the feedback appears on the button that was pressed.
 */
export type CopyShareState = 'idle' | 'copied' | 'shared' | 'share-copied';

/** Copy and share with a 2 s 'Copied' / 'Shared' state; share falls back to copying when unsupported. */
export function useCopyShare() {
  const toast = useToast();
  const [state, setState] = useState<CopyShareState>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const flash = useCallback((next: Exclude<CopyShareState, 'idle'>) => {
    setState(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setState('idle'), COPY_INDICATOR_MS);
  }, []);
  const fail = useCallback(
    () => toast({ title: 'Copy failed', description: 'Please try again', variant: 'error' }),
    [toast],
  );

  const copyAs = useCallback(
    async (text: string, shown: 'copied' | 'share-copied') => {
      try {
        await writeClipboard(text);
        flash(shown);
        return true;
      } catch {
        fail();
        return false;
      }
    },
    [flash, fail],
  );
  const copy = useCallback((text: string) => copyAs(text, 'copied'), [copyAs]);

  /** Shares the text with a link to it (the page's own address unless given); without navigator.share, copies both. */
  const share = useCallback(
    async (text: string, title: string, url = window.location.href) => {
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share({ title, text, url });
          flash('shared');
          return;
        } catch (error) {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          // 'Share not supported' or refused: fall back to copying.
        }
      }
      if (await copyAs(`${text}\n${url}`, 'share-copied'))
        toast({ title: 'Link copied', description: url, variant: 'success' });
    },
    [copyAs, flash, toast],
  );
  return { state, copy, share };
}
