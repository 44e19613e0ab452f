import type { SessionUserResponse } from '@strongs/contracts';
import { Link, useSearchParams } from 'react-router-dom';
import { Tabs } from '../../../components/tabs';
import { useLogoutAction } from '../../../lib/api/logout';
import { AdminBotTab } from './admin-bot-tab';
import { AdvertisementsTab } from './advertisements-tab';
import { BibleUploadTab } from './bible-upload-tab';
import { ContentBoxesTab } from './content-boxes-tab';
import { CustomPagesTab } from './custom-pages-tab';
import { EmailTestTab } from './email-test-tab';
import { ImportStatusTab } from './import-status-tab';
import { SqlImportTab } from './sql-import-tab';
import { SystemSettingsTab } from './system-settings-tab';
import { TextToSqlTab } from './text-to-sql-tab';
import { UsersTab } from './users-tab';

/** Spec §2: the dashboard's ten tabs, in order; then Users (accounts, issue #16). */
export const ADMIN_TABS = [
  { key: 'bible-upload', label: 'Bible Upload' },
  { key: 'import-status', label: 'Import Status' },
  { key: 'sql-import', label: 'SQL Import' },
  { key: 'text-to-sql', label: 'Text to SQL' },
  { key: 'advertisements', label: 'Advertisements' },
  { key: 'content-boxes', label: 'Content Boxes' },
  { key: 'custom-pages', label: 'Custom Pages' },
  { key: 'admin-bot', label: 'ADMIN BOT' },
  { key: 'email-test', label: 'Email Test' },
  { key: 'system-settings', label: 'System Settings' },
  { key: 'users', label: 'Users' },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]['key'];

function isAdminTab(value: string | null): value is AdminTab {
  return ADMIN_TABS.some((t) => t.key === value);
}

export function AdminDashboard({ user }: { user: SessionUserResponse }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: AdminTab = isAdminTab(requested) ? requested : 'bible-upload';
  const { logout, isPending } = useLogoutAction();
  // The open tab lives in the address, so a reload or a shared link keeps it.
  const open = (tab: AdminTab) => setParams(tab === 'bible-upload' ? {} : { tab }, { replace: true });

  return (
    <div className="admin-dashboard">
      <header className="admin-header">
        <div>
          <h1>Admin Dashboard</h1>
          <p className="muted">
            Signed in as <strong>{user.username}</strong> (administrator)
          </p>
        </div>
        <div className="actions">
          <Link to="/" className="button">
            View Site
          </Link>
          <button type="button" className="button button-primary" onClick={logout} disabled={isPending}>
            Logout
          </button>
        </div>
      </header>
      <Tabs<AdminTab>
        label="Admin tools"
        active={active}
        onChange={open}
        tabs={ADMIN_TABS.map((t) => ({ key: t.key, label: t.label }))}
      >
        {active === 'bible-upload' && <BibleUploadTab onUploaded={() => open('import-status')} />}
        {active === 'import-status' && <ImportStatusTab />}
        {active === 'sql-import' && <SqlImportTab />}
        {active === 'text-to-sql' && <TextToSqlTab />}
        {active === 'advertisements' && <AdvertisementsTab />}
        {active === 'content-boxes' && <ContentBoxesTab />}
        {active === 'custom-pages' && <CustomPagesTab />}
        {active === 'admin-bot' && <AdminBotTab />}
        {active === 'email-test' && <EmailTestTab />}
        {active === 'system-settings' && <SystemSettingsTab />}
        {active === 'users' && <UsersTab currentUserId={user.id} />}
      </Tabs>
    </div>
  );
}
