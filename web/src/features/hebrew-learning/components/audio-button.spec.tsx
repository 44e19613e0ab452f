import { act, fireEvent, render, screen } from '@testing-library/react';
import { AudioButton, NO_AUDIO } from './audio-button';

/** jsdom has no speech: a stand-in for the browser's, with the voices a system would list. */
function installSpeech(voices: Partial<SpeechSynthesisVoice>[]) {
  const listeners = new Set<() => void>();
  const speech = {
    voices,
    spoken: [] as SpeechSynthesisUtterance[],
    getVoices: () => speech.voices,
    speak: (u: SpeechSynthesisUtterance) => speech.spoken.push(u),
    cancel: () => undefined,
    addEventListener: (_: string, f: () => void) => listeners.add(f),
    removeEventListener: (_: string, f: () => void) => listeners.delete(f),
    announce: () => listeners.forEach((f) => f()),
  };
  Object.defineProperty(window, 'speechSynthesis', { value: speech, configurable: true });
  (globalThis as Record<string, unknown>).SpeechSynthesisUtterance = class {
    voice: unknown = null;
    lang = '';
    constructor(readonly text: string) {}
  };
  return speech;
}

afterEach(() => {
  delete (window as unknown as Record<string, unknown>).speechSynthesis;
});

describe('AudioButton', () => {
  it('speaks the Hebrew with the system’s Hebrew voice once the voices arrive', () => {
    const speech = installSpeech([{ lang: 'en-US', name: 'English' }]);
    render(<AudioButton url={null} hebrew="שָׁלוֹם" label="Hello" />);
    expect(screen.queryByRole('button')).toBeNull();
    speech.voices = [...speech.voices, { lang: 'he-IL', name: 'Carmit' }];
    act(() => speech.announce());
    fireEvent.click(screen.getByRole('button', { name: 'Play Hello' }));
    expect(speech.spoken.map((u) => [u.text, u.lang])).toEqual([['שָׁלוֹם', 'he-IL']]);
  });

  it('shows no button without a recording or a voice, and says why', () => {
    render(<AudioButton url={null} hebrew="שָׁלוֹם" label="Hello" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(NO_AUDIO)).toBeInTheDocument();
  });
});
