import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AlefBetTable } from '../components/alefbet-table';
import { NumberTable } from '../components/number-table';
import { PhraseTable } from '../components/phrase-table';
import { ResourceCards } from '../components/resource-cards';
import { StudyMode } from '../components/study-mode';
import { Tabs } from '../../../components/tabs';
import { VerbTable } from '../components/verb-table';
import { WordTable } from '../components/word-table';
import { hebrewAlefbet } from '../data/alefbet';
import { hebrewNumbers } from '../data/numbers';
import { hebrewPhrases } from '../data/phrases';
import { hebrewVerbs } from '../data/verbs';
import { hebrewWords } from '../data/words';
import { CONTENT_KEYS, CONTENT_LABELS, flashCards, isContentKey, type ContentKey } from '../lib/flashcards';
import { useDocumentTitle } from '../lib/use-document-title';
import '../hebrew-learning.css';

function Content({ content }: { content: ContentKey }) {
  switch (content) {
    case 'phrases':
      return <PhraseTable phrases={hebrewPhrases} />;
    case 'words':
      return <WordTable words={hebrewWords} />;
    case 'verbs':
      return (
        <>
          <VerbTable verbs={hebrewVerbs} />
          <p>
            <Link to="/hebrew-verbs">More on verbs: binyanim, roots and the biblical connection</Link>
          </p>
        </>
      );
    case 'alefbet':
      return (
        <section aria-labelledby="hl-alefbet-h">
          <h2 id="hl-alefbet-h">Hebrew AlefBet</h2>
          <AlefBetTable letters={hebrewAlefbet} />
          <p>
            <Link to="/hebrew-alefbet">More on the AlefBet: vowel marks, writing and biblical Hebrew</Link>
          </p>
        </section>
      );
    case 'numbers':
      return <NumberTable numbers={hebrewNumbers} />;
  }
}

export default function HebrewLearningPage() {
  useDocumentTitle('Hebrew Learning Center');
  const [params, setParams] = useSearchParams();
  const raw = params.get('content');
  const content: ContentKey = isContentKey(raw) ? raw : 'phrases';
  const [studying, setStudying] = useState(false);
  const studyButton = useRef<HTMLButtonElement>(null);

  const select = (key: ContentKey) => {
    const next = new URLSearchParams(params);
    if (key === 'phrases') next.delete('content');
    else next.set('content', key);
    setParams(next, { replace: true });
    setStudying(false);
  };
  const exitStudy = () => {
    setStudying(false);
    requestAnimationFrame(() => studyButton.current?.focus());
  };

  return (
    <main id="main" tabIndex={-1} className="hl-page">
      <h1>Hebrew Learning Center</h1>
      <p className="hl-lead">
        Everyday phrases, the most frequent words of the Hebrew Bible, common verbs, the AlefBet and numbers.
      </p>
      <div className="hl-toolbar">
        <button
          ref={studyButton}
          type="button"
          className="hl-button hl-button-primary"
          aria-expanded={studying}
          onClick={() => (studying ? exitStudy() : setStudying(true))}
        >
          {studying ? 'Exit Study Mode' : 'Study Mode'}
        </button>
      </div>
      <Tabs
        label="Learning content"
        classNames={{ list: 'hl-selector' }}
        active={content}
        onChange={select}
        tabs={CONTENT_KEYS.map((key) => ({ key, label: CONTENT_LABELS[key] }))}
      >
        {studying ? (
          <StudyMode title={CONTENT_LABELS[content]} cards={flashCards(content)} onExit={exitStudy} />
        ) : (
          <Content content={content} />
        )}
      </Tabs>
      <ResourceCards />
    </main>
  );
}
