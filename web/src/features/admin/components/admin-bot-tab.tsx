import { useState } from 'react';
import { Tabs } from '../../../components/tabs';
import { BotAgentInstructions } from './bot-agent-instructions';
import { BotErrorsPanel } from './bot-errors-panel';
import { BotInstructionsPanel } from './bot-instructions-panel';
import { BotLogPanel, BotResumptionBanner } from './bot-log-panel';
import { BotRepairsPanel } from './bot-repairs-panel';

const BOT_TABS = [
  { key: 'directive', label: 'Prime Directive' },
  { key: 'log', label: 'Log' },
  { key: 'repairs', label: 'Live Repairs' },
  { key: 'errors', label: 'Error Reports' },
  { key: 'agent', label: 'Agent Instructions' },
] as const;
type BotTab = (typeof BOT_TABS)[number]['key'];

/** ADMIN BOT (spec §2): the resumption banner, then the five sub-tabs. */
export function AdminBotTab() {
  const [tab, setTab] = useState<BotTab>('directive');
  return (
    <section aria-labelledby="admin-bot-title">
      <h2 id="admin-bot-title">ADMIN BOT</h2>
      <BotResumptionBanner />
      <Tabs<BotTab>
        label="ADMIN BOT"
        active={tab}
        onChange={setTab}
        tabs={BOT_TABS.map((t) => ({ key: t.key, label: t.label }))}
      >
        {tab === 'directive' && <BotInstructionsPanel />}
        {tab === 'log' && <BotLogPanel />}
        {tab === 'repairs' && <BotRepairsPanel />}
        {tab === 'errors' && <BotErrorsPanel />}
        {tab === 'agent' && <BotAgentInstructions />}
      </Tabs>
    </section>
  );
}
