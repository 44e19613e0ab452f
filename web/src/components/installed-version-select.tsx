import { useVersions, versionMenuLabel } from '../lib/api/get-versions';

/** A menu of the installed versions (the reader's, a topic's verse texts). */
export function InstalledVersionSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (code: string) => void;
}) {
  const versions = useVersions();
  return (
    <select id={id} className="select" value={value} onChange={(e) => onChange(e.target.value)}>
      {(versions.data ?? [{ code: 'kjv', abbreviation: 'KJV', installed: true }])
        .filter((v) => v.installed)
        .map((v) => (
          <option key={v.code} value={v.code}>
            {versionMenuLabel(v, v.abbreviation)}
          </option>
        ))}
    </select>
  );
}
