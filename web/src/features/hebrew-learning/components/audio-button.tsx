import { useHebrewVoice } from './use-hebrew-voice';

export const NO_AUDIO = 'No recording, and this device has no Hebrew voice';

function PlayButton({ label, onPlay }: { label: string; onPlay: () => void }) {
  return (
    <span className="hl-audio">
      <button type="button" aria-label={`Play ${label}`} title={`Play ${label}`} onClick={onPlay}>
        <span aria-hidden="true">🔊</span>
      </button>
    </span>
  );
}

/**
 * Plays a recording when there is one, else speaks the Hebrew with the system's Hebrew voice; where
 * there is neither, no button at all (a dead control helps nobody), only a dash that says why.
 */
export function AudioButton({ url, hebrew, label }: { url: string | null; hebrew: string; label: string }) {
  const voice = useHebrewVoice();
  if (url)
    return <PlayButton label={label} onPlay={() => void new Audio(url).play().catch(() => undefined)} />;
  if (voice)
    return (
      <PlayButton
        label={label}
        onPlay={() => {
          const utterance = new SpeechSynthesisUtterance(hebrew);
          utterance.voice = voice;
          utterance.lang = voice.lang;
          window.speechSynthesis.cancel();
          window.speechSynthesis.speak(utterance);
        }}
      />
    );
  return (
    <span className="hl-audio muted" title={NO_AUDIO}>
      <span aria-hidden="true">–</span>
      <span className="hl-visually-hidden">{NO_AUDIO}</span>
    </span>
  );
}
