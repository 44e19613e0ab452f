import { Spinner } from '../../../components/ui';
import { useCategorySettings } from '../api/get-category-settings';
import { LoadError } from './load-error';
import { SettingItem } from './setting-item';

/** One category's settings as accordion items. */
export function SettingsCategory({ category }: { category: string }) {
  const settings = useCategorySettings(category);
  if (settings.isPending) return <Spinner label={`Loading ${category} settings…`} />;
  if (settings.isError)
    return (
      <LoadError
        message={`Failed to load the ${category} settings: ${settings.error.message}`}
        onRetry={() => void settings.refetch()}
      />
    );
  if (settings.data.length === 0) return <p className="admin-empty">No settings found in this category.</p>;
  return (
    <ul className="admin-accordion">
      {settings.data.map((setting) => (
        <SettingItem key={setting.key} setting={setting} />
      ))}
    </ul>
  );
}
