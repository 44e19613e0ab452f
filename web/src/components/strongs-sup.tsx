/** A Strong's number after the word it tags; a button that opens the entry when there is somewhere to open it. */
export function StrongsSup({ n, onOpen }: { n: string; onOpen?: (strongsNumber: string) => void }) {
  return (
    <sup className="strongs-sup" dir="ltr">
      {onOpen ? (
        <button
          type="button"
          className="strongs-link"
          onClick={() => onOpen(n)}
          aria-label={`Strong's ${n}: open the entry`}
        >
          {n}
        </button>
      ) : (
        n
      )}
    </sup>
  );
}
