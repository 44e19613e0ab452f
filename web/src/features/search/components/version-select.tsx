import { SEARCH_FORM_VERSIONS, useVersions, versionLabel } from '../api/get-versions';

interface VersionSelectProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
}

/** The search form's versions; those not installed are listed as such and cannot be chosen. */
export function VersionSelect({ id, value, onChange }: VersionSelectProps) {
  const { data } = useVersions();
  const installed = new Map((data ?? []).map((v) => [v.code, v.installed]));
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className="select">
      {SEARCH_FORM_VERSIONS.map((code) => {
        const notInstalled = data !== undefined && installed.get(code) !== true;
        return (
          <option key={code} value={code} disabled={notInstalled}>
            {versionLabel(code)}
            {notInstalled ? ' (not installed)' : ''}
          </option>
        );
      })}
    </select>
  );
}
