import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Page } from '../../../components/page';
import { Tabs } from '../../../components/tabs';
import { VersionList } from '../../../components/version-list';
import { ContentBoxSlot } from '../../../components/promotions/content-box-slot';
import { DictionaryTotals } from '../components/dictionary-totals';
import { SearchForm } from '../components/search-form';

type HomeTab = 'features' | 'versions' | 'tools';

const TABS = [
  { key: 'features' as const, label: 'Features' },
  { key: 'versions' as const, label: 'Bible Versions' },
  { key: 'tools' as const, label: 'Research Tools' },
];

export function HomePage() {
  const [tab, setTab] = useState<HomeTab>('features');
  return (
    <Page className="home">
      <section className="hero">
        <h1>Search the Scriptures</h1>
        <p className="lead">
          Words, phrases, references and Strong's numbers across the installed translations.
        </p>
        <SearchForm />
      </section>
      <ContentBoxSlot position="homepage" />
      <Tabs tabs={TABS} active={tab} onChange={setTab} label="About the site">
        {tab === 'features' && (
          <ul className="feature-grid">
            <li>
              <h2>Advanced search</h2>
              <p>
                Words, “exact phrases”, OR, -exclusions, prefixes* and references, with verse-level results;
                books and testaments with <code>in:</code>, the original word's parsing with{' '}
                <code>morph:</code>. <Link to="/search-help">Every operator, with examples</Link>
              </p>
            </li>
            <li>
              <h2>Strong's numbers in every verse</h2>
              <p>Switch on Strong's Enhanced to see the number behind each word and open its entry.</p>
            </li>
            <li>
              <h2>Parallel view</h2>
              <p>Compare a verse with the Restored Names edition and the Hebrew or Greek original.</p>
            </li>
            <li>
              <h2>Cross references</h2>
              <p>
                Open a verse in the <Link to="/bible/John/3/16">reader</Link> to see its cross references.
              </p>
            </li>
            <li>
              <h2>One-click copy</h2>
              <p>Copy or share any verse with its reference and version.</p>
            </li>
            <li>
              <h2>Hebrew without vowel points</h2>
              <p>
                The Hebrew Old Testament can be shown with or without points in the reconciliation dialog.
              </p>
            </li>
          </ul>
        )}
        {tab === 'versions' && <VersionList />}
        {tab === 'tools' && (
          <div className="tools">
            <DictionaryTotals />
            <ul className="tool-links">
              <li>
                <Link to="/dictionary">Browse Strong's Dictionary</Link>
              </li>
              <li>
                <Link to="/bible/Genesis/1?strongs=true">Read Genesis 1 with Strong's numbers</Link>
              </li>
              <li>
                <Link to="/parallel-bible">Parallel Bible View</Link>
              </li>
              <li>
                <Link to="/topics">Browse Nave's Topical Bible</Link>
              </li>
              <li>
                <Link to="/hebrew-learning">Learn basic Hebrew</Link>
              </li>
              <li>
                <Link to="/about">Sources and licences</Link>
              </li>
            </ul>
          </div>
        )}
      </Tabs>
    </Page>
  );
}

export default HomePage;
