export interface TestVerse {
  book: number;
  bookName: string;
  chapter: number;
  verse: number;
  reference: string;
}

/** The three verses of the Strong's test page. */
export const TEST_VERSES: TestVerse[] = [
  { book: 1, bookName: 'Genesis', chapter: 1, verse: 1, reference: 'Genesis 1:1' },
  { book: 1, bookName: 'Genesis', chapter: 5, verse: 1, reference: 'Genesis 5:1' },
  { book: 1, bookName: 'Genesis', chapter: 2, verse: 7, reference: 'Genesis 2:7' },
];

interface VerseButtonsProps {
  selected: TestVerse;
  onSelect: (verse: TestVerse) => void;
}

/** A group of toggle buttons; the pressed one is the verse shown. */
export function VerseButtons({ selected, onSelect }: VerseButtonsProps) {
  return (
    <div className="dx-verse-buttons" role="group" aria-label="Test verse">
      {TEST_VERSES.map((v) => (
        <button
          key={v.reference}
          type="button"
          className={`button${v.reference === selected.reference ? ' button-primary' : ''}`}
          aria-pressed={v.reference === selected.reference}
          onClick={() => onSelect(v)}
        >
          {v.reference}
        </button>
      ))}
    </div>
  );
}
