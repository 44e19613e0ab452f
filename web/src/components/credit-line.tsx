import { useVersions } from '../lib/api/get-versions';

/** The text's name and licence under what it shows (printed too): "King James Version (KJV) · Public domain". */
export function VersionCredit({ code }: { code: string }) {
  const { data } = useVersions();
  const version = data?.find((v) => v.code === code);
  if (!version) return null;
  return (
    <p className="credit-line">
      {version.name} ({version.abbreviation}) · {version.licence}
      {version.credit && <> · {version.credit}</>}
    </p>
  );
}

/** The dictionary's source and licence under an entry (printed too). */
export function LexiconCredit() {
  return (
    <p className="credit-line">
      Strong&rsquo;s Hebrew and Greek dictionaries (1890, 1894) · Public domain · JSON edition © Open
      Scriptures, CC BY-SA
    </p>
  );
}
