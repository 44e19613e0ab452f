import { useState } from 'react';
import { Link } from 'react-router-dom';
import { He } from '../components/hebrew-text';
import { Tabs } from '../../../components/tabs';
import { VerbTable } from '../components/verb-table';
import { BINYANIM, type Binyan } from '../data/types';
import { hebrewVerbs } from '../data/verbs';
import { useDocumentTitle } from '../lib/use-document-title';
import '../hebrew-learning.css';

type InfoTab = 'binyanim' | 'roots' | 'biblical';

const BINYAN_NOTES: Record<Binyan, [pattern: string, meaning: string]> = {
  "Pa'al": ['כתב / לכתוב', 'The simple active stem: he wrote, to write.'],
  "Pi'el": ['דיבר / לדבר', 'Intensive or causative active; many everyday verbs.'],
  "Hif'il": ['הזמין / להזמין', 'Causative active: to make someone do or be something.'],
  "Hitpa'el": ['התלבש / להתלבש', 'Reflexive or reciprocal: to dress oneself.'],
  "Nif'al": ['נכנס / להיכנס', "Passive or middle of Pa'al: to enter, to be born."],
  "Pu'al": ['גודל', "Passive of Pi'el: was raised. No infinitive in use."],
  "Huf'al": ['הוזמן', "Passive of Hif'il: was invited. No infinitive in use."],
};

function Overview() {
  return (
    <div className="hl-card">
      <p>
        Every Hebrew verb is built from a root placed in one of seven patterns, the <em>binyanim</em>. The
        pattern adds meaning: simple, intensive, causative, reflexive or passive.
      </p>
      <ul>
        {BINYANIM.map((b) => (
          <li key={b}>
            <strong>{b}</strong> (<He>{BINYAN_NOTES[b][0]}</He>): {BINYAN_NOTES[b][1]} —{' '}
            {hebrewVerbs.filter((v) => v.binyan === b).length} verbs in the table.
          </li>
        ))}
      </ul>
    </div>
  );
}

function Roots() {
  return (
    <div className="hl-card">
      <p>
        Most Hebrew words grow from a root of three consonants. The root <He>כ-ת-ב</He> (writing) gives{' '}
        <He>כתב</He> (he wrote), <He>מכתב</He> (a letter), <He>כתובת</He> (an address) and <He>הכתיב</He> (he
        dictated).
      </p>
      <p>
        Learning to spot the root makes new words guessable: <He>ל-מ-ד</He> is in <He>ללמוד</He> (to learn),{' '}
        <He>ללמד</He> (to teach) and <He>תלמיד</He> (a pupil). Weak roots, with <He>א ה ו י נ</He> among their
        letters, lose or change a letter in some forms: <He>לתת</He> (to give) from <He>נ-ת-ן</He>.
      </p>
    </div>
  );
}

function Biblical() {
  return (
    <div className="hl-card">
      <p>
        Biblical Hebrew has the same binyanim; its tenses work by aspect, and the narrative form with
        &quot;vav&quot; (<He>וַיֹּאמֶר</He>, &quot;and he said&quot;) turns a future form into a past.
      </p>
      <p>
        Many verbs here are among the most frequent words of the Old Testament:{' '}
        <Link to="/dictionary/H559">H559</Link> <He>אָמַר</He> (to say),{' '}
        <Link to="/dictionary/H1961">H1961</Link> <He>הָיָה</He> (to be),{' '}
        <Link to="/dictionary/H6213">H6213</Link> <He>עָשָׂה</He> (to do) and{' '}
        <Link to="/dictionary/H935">H935</Link> <He>בּוֹא</He> (to come). See the 500 Basic Words on the{' '}
        <Link to="/hebrew-learning?content=words">Hebrew Learning Center</Link>.
      </p>
    </div>
  );
}

export default function HebrewVerbsPage() {
  useDocumentTitle('Hebrew Verbs');
  const [tab, setTab] = useState<InfoTab>('binyanim');
  return (
    <main id="main" tabIndex={-1} className="hl-page">
      <p>
        <Link to="/hebrew-learning">← Hebrew Learning Center</Link>
      </p>
      <h1>Hebrew Verbs</h1>
      <p className="hl-lead">
        {hebrewVerbs.length} common verbs with their root, infinitive and first person forms. The present
        tense is shown in the masculine singular (<He>אני כותב</He>, I write).
      </p>
      <Tabs
        label="About Hebrew verbs"
        classNames={{ list: 'hl-tabs' }}
        active={tab}
        onChange={setTab}
        tabs={[
          { key: 'binyanim', label: 'Binyanim Overview' },
          { key: 'roots', label: 'Verb Roots' },
          { key: 'biblical', label: 'Biblical Connection' },
        ]}
      >
        {tab === 'binyanim' ? <Overview /> : tab === 'roots' ? <Roots /> : <Biblical />}
      </Tabs>
      <VerbTable verbs={hebrewVerbs} />
    </main>
  );
}
