import { useState } from 'react';
import { Tabs } from '../../../components/tabs';
import { Spinner } from '../../../components/ui';
import { useSettingCategories } from '../api/get-setting-categories';
import { AddSettingDialog } from './add-setting-dialog';
import { LoadError } from './load-error';
import { SettingsCategory } from './settings-category';

const FIRST_CATEGORY = 'general';

/** System Settings: a tab per category, its settings as accordion items, and the Add Setting dialog. */
export function SystemSettingsTab() {
  const categories = useSettingCategories();
  const [chosen, setChosen] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const list = categories.data ?? [];
  const active = chosen && list.includes(chosen) ? chosen : (list[0] ?? null);

  return (
    <section aria-labelledby="system-settings-title">
      <div className="admin-section-head">
        <h2 id="system-settings-title">System Settings</h2>
        <button type="button" className="button button-primary button-small" onClick={() => setAdding(true)}>
          Add Setting
        </button>
      </div>
      <p className="muted">
        Protected values are masked. System settings are read by the services and cannot be deleted.
      </p>
      {categories.isPending ? (
        <Spinner label="Loading settings…" />
      ) : categories.isError ? (
        <LoadError
          message={`Failed to load the setting categories: ${categories.error.message}`}
          onRetry={() => void categories.refetch()}
        />
      ) : !active ? (
        <div className="admin-empty">
          <p className="card-title">No Settings Found</p>
          <p>Use Add Setting to create the first one.</p>
        </div>
      ) : (
        // Tab keys become element ids, and a category may hold spaces: key the tabs by position.
        <Tabs<string>
          label="Setting categories"
          active={`c${list.indexOf(active)}`}
          onChange={(key) => setChosen(list[Number(key.slice(1))] ?? null)}
          tabs={list.map((c, i) => ({ key: `c${i}`, label: c }))}
        >
          <SettingsCategory key={active} category={active} />
        </Tabs>
      )}
      <AddSettingDialog
        open={adding}
        defaultCategory={active ?? FIRST_CATEGORY}
        onClose={() => setAdding(false)}
        onCreated={(category) => {
          setAdding(false);
          setChosen(category);
        }}
      />
    </section>
  );
}
