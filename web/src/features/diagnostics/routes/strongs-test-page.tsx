import { useState } from 'react';
import { Page } from '../../../components/page';
import { Tabs } from '../../../components/tabs';
import { useStrongsDialogs } from '../../../components/strongs-dialogs/use-strongs-dialogs';
import { StrongsTogglePanel } from '../components/strongs-toggle-panel';
import { ThreeColumnPanel } from '../components/three-column-panel';
import { TEST_VERSES, VerseButtons } from '../components/verse-buttons';
import '../diagnostics.css';

type TabKey = 'toggle' | 'three-column';

const TABS = [
  { key: 'toggle' as const, label: 'Toggle Component' },
  { key: 'three-column' as const, label: 'Three-Column Dialog' },
];

/** Diagnostic page for the Strong's toggle and the three-column reconciliation dialog on live verses. */
export function StrongsTestPage() {
  const [tab, setTab] = useState<TabKey>('toggle');
  const [verse, setVerse] = useState(TEST_VERSES[0]);
  const { openAnalysis, openParallel, openEntry, dialogs } = useStrongsDialogs('kjv');
  return (
    <Page title="Strong's Test">
      <h1>Strong's Components Test</h1>
      <p className="lead">
        Try the Strong's numbers toggle and the three-column dialog on verses read live from the API.
      </p>
      <VerseButtons selected={verse} onSelect={setVerse} />
      <Tabs tabs={TABS} active={tab} onChange={setTab} label="Component under test">
        {tab === 'toggle' ? (
          <StrongsTogglePanel verse={verse} onEntry={openEntry} onAnalysis={() => openAnalysis(verse)} />
        ) : (
          <ThreeColumnPanel verse={verse} onOpenDialog={() => openParallel(verse)} />
        )}
      </Tabs>
      {dialogs}
    </Page>
  );
}

export default StrongsTestPage;
