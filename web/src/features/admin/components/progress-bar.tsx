/** A labelled 0–100 progress bar (spec §9: a progress display has a maximum of 100). */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className="admin-progress">
      <div
        className="admin-progress-track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="admin-progress-fill" style={{ width: `${percent}%` }} />
      </div>
      <span className="admin-progress-value" aria-hidden="true">
        {percent}%
      </span>
    </div>
  );
}
