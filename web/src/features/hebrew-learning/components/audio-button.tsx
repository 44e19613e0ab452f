const NO_RECORDING = 'No recording available yet';

/** Plays a recording when there is one; otherwise a disabled button whose tooltip says why (never a dead button). */
export function AudioButton({ url, label }: { url: string | null; label: string }) {
  if (!url) {
    return (
      <span className="hl-audio" title={NO_RECORDING}>
        <button type="button" disabled aria-label={`Play ${label}: ${NO_RECORDING}`}>
          <span aria-hidden="true">🔈</span>
        </button>
      </span>
    );
  }
  return (
    <span className="hl-audio">
      <button
        type="button"
        aria-label={`Play ${label}`}
        title={`Play ${label}`}
        onClick={() => void new Audio(url).play().catch(() => undefined)}
      >
        <span aria-hidden="true">🔊</span>
      </button>
    </span>
  );
}
