/** A Hebrew or Greek word with its language and direction, so screen readers and fonts treat it right. */
export function OriginalWord({ text, language }: { text: string; language: 'hebrew' | 'greek' }) {
  return language === 'hebrew' ? (
    <span className="original-word hebrew" lang="he" dir="rtl">
      {text}
    </span>
  ) : (
    <span className="original-word greek" lang="grc">
      {text}
    </span>
  );
}
