import type { LexiconEntry } from '@strongs/contracts';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui';
import '../../../styles/original-fonts.css';

export function DictionaryCard({ entry }: { entry: LexiconEntry }) {
  const hebrew = entry.language === 'hebrew';
  return (
    <Link to={`/dictionary/${entry.strongsNumber}`} className="dictionary-card">
      <span className="dictionary-card-head">
        <span className="strongs-number">{entry.strongsNumber}</span>
        <Badge tone={hebrew ? 'hebrew' : 'greek'}>{hebrew ? 'Hebrew' : 'Greek'}</Badge>
      </span>
      <span
        className={`original-word ${hebrew ? 'hebrew' : 'greek'}`}
        lang={hebrew ? 'he' : 'grc'}
        dir={hebrew ? 'rtl' : 'ltr'}
      >
        {entry.word}
      </span>
      <span className="translit">
        {entry.transliteration}
        {entry.pronunciation && <span className="pron"> [{entry.pronunciation}]</span>}
      </span>
      <span className="clamp-3">{entry.definition}</span>
    </Link>
  );
}
