import { useEffect, useState } from 'react';

/** A Hebrew voice of the reader's system (Windows, macOS, Android and iOS ship one), or null. */
function findHebrewVoice(): SpeechSynthesisVoice | null {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return null;
  return window.speechSynthesis.getVoices().find((v) => v.lang.toLowerCase().startsWith('he')) ?? null;
}

/** Voices arrive after the first render in Chromium (`voiceschanged`), so this follows them. */
export function useHebrewVoice(): SpeechSynthesisVoice | null {
  const [voice, setVoice] = useState(findHebrewVoice);
  useEffect(() => {
    if (typeof window === 'undefined' || !('speechSynthesis' in window)) return;
    const update = () => setVoice(findHebrewVoice());
    window.speechSynthesis.addEventListener('voiceschanged', update);
    return () => window.speechSynthesis.removeEventListener('voiceschanged', update);
  }, []);
  return voice;
}
