import type { ReactNode } from 'react';

interface SwitchFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}

/** A labelled on/off switch (a checkbox announced as a switch), as every toolbar of the site shows one. */
export function SwitchField({ checked, onChange, children }: SwitchFieldProps) {
  return (
    <label className="check">
      <input type="checkbox" role="switch" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {children}
    </label>
  );
}
