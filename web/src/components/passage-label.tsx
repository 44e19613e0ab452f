/** Verses and chapters joined by a hyphen or a dash ("8:28-30", "1–3"): one piece a line may not break inside. */
const RANGE = /\d[-–]\d/;

/**
 * A passage's label ("Romans 8:28-30") whose ranges stay on one line: a narrow screen broke a heading after the
 * hyphen ("Compare Romans 8:28-" then "30"). The text is unchanged; only where a line may end is.
 */
export function PassageLabel({ label }: { label: string }) {
  return (
    <>
      {label.split(/(\s+)/).map((part, i) =>
        RANGE.test(part) ? (
          <span key={i} className="unbroken">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
