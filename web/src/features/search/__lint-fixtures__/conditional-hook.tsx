// Lint fixture: a hook called under a condition. Ignored by the normal lint; lint-rules.spec.ts lints it.
import { useState } from 'react';

export function ConditionalHook({ show }: { show: boolean }) {
  if (!show) return null;
  const [count] = useState(0);
  return <p>{count}</p>;
}
