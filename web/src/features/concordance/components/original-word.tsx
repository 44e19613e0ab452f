import '../../../styles/original-fonts.css';
/** A Hebrew or Greek word with its language and direction, so screen readers and fonts treat it right. */
export function OriginalWord({
  text,
  language,
  title,
}: {
  text: string;
  language: 'hebrew' | 'greek';
  title?: string;
}) {
  return language === 'hebrew' ? (
    <span className="original-word hebrew" lang="he" dir="rtl" title={title}>
      {text}
    </span>
  ) : (
    <span className="original-word greek" lang="grc" title={title}>
      {text}
    </span>
  );
}
