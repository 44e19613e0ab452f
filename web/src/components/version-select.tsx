import { SEARCH_FORM_VERSIONS, useVersions, versionLabel, versionMenuLabel } from '../lib/api/get-versions';

interface VersionSelectProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * The search form's versions; those not installed are listed as such and cannot be chosen. Other installed
 * texts (YLT, the originals) and the version the address names are offered too, so the menu always shows
 * the text being searched rather than falling back to its first entry.
 */
export function VersionSelect({ id, value, onChange }: VersionSelectProps) {
  const { data } = useVersions();
  const installed = new Map((data ?? []).map((v) => [v.code, v.installed]));
  const listed = new Set<string>(SEARCH_FORM_VERSIONS);
  const others = new Map(
    (data ?? []).filter((v) => v.installed && !listed.has(v.code)).map((v) => [v.code, v.abbreviation]),
  );
  const codes = [...new Set([...listed, ...others.keys(), value])];
  const byCode = new Map((data ?? []).map((v) => [v.code, v]));
  const name = (code: string) => others.get(code) ?? versionLabel(code);
  const label = (code: string) => {
    const version = byCode.get(code);
    return version ? versionMenuLabel(version, name(code)) : name(code);
  };
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className="select">
      {codes.map((code) => {
        const notInstalled = data !== undefined && installed.get(code) !== true;
        return (
          <option key={code} value={code} disabled={notInstalled && code !== value}>
            {label(code)}
            {notInstalled ? ' (not installed)' : ''}
          </option>
        );
      })}
    </select>
  );
}
