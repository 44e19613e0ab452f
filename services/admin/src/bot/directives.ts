import { CHECK_NAMES, type CheckName } from './bot.types';

/**
 * The prime directives' vocabulary, one instruction per directive (case does not matter):
 *   disable check <check>        the sweep skips the check
 *   enable check <check>         the sweep runs it again (e.g. over a lower-priority disable)
 *   prioritize <check>           the check runs first (also: "raise priority of <check>")
 *   mute alerts for <check>      findings of the check are filed without an alert e-mail
 *   unmute alerts for <check>
 * <check> is one of CHECK_NAMES or "all". Where two directives disagree, the higher priority wins.
 */
export const DIRECTIVE_VOCABULARY = [
  'disable check <check>',
  'enable check <check>',
  'prioritize <check>',
  'mute alerts for <check>',
  'unmute alerts for <check>',
] as const;

export interface SweepPlan {
  /** The checks to run, in order. */
  checks: CheckName[];
  muted: Set<CheckName>;
  /** Directives the bot did not understand (logged, otherwise ignored). */
  notUnderstood: string[];
}

interface Directive {
  directive: string;
  priority: number;
}

const PATTERNS: [RegExp, 'disable' | 'enable' | 'prioritize' | 'mute' | 'unmute'][] = [
  [/^disable\s+(?:the\s+)?check\s+([\w-]+)$/, 'disable'],
  [/^enable\s+(?:the\s+)?check\s+([\w-]+)$/, 'enable'],
  [/^(?:prioriti[sz]e|raise\s+(?:the\s+)?priority\s+of)\s+([\w-]+)$/, 'prioritize'],
  [/^mute\s+alerts?\s+(?:for\s+)?([\w-]+)$/, 'mute'],
  [/^unmute\s+alerts?\s+(?:for\s+)?([\w-]+)$/, 'unmute'],
];

function targets(name: string): CheckName[] | null {
  if (name === 'all') return [...CHECK_NAMES];
  return (CHECK_NAMES as readonly string[]).includes(name) ? [name as CheckName] : null;
}

export function planSweep(directives: readonly Directive[]): SweepPlan {
  const enabled = new Set<CheckName>(CHECK_NAMES);
  const muted = new Set<CheckName>();
  const first = new Map<CheckName, number>();
  const notUnderstood: string[] = [];
  // Lowest priority first, so that a higher priority is applied last and wins.
  for (const d of [...directives].sort((a, b) => a.priority - b.priority)) {
    const text = d.directive.trim().toLowerCase().replace(/\s+/g, ' ').replace(/[.!]+$/, '');
    const match = PATTERNS.map(([re, verb]) => ({ m: re.exec(text), verb })).find((x) => x.m);
    const checks = match?.m ? targets(match.m[1]) : null;
    if (!match || !checks) {
      notUnderstood.push(d.directive);
      continue;
    }
    for (const check of checks) {
      if (match.verb === 'disable') enabled.delete(check);
      if (match.verb === 'enable') enabled.add(check);
      if (match.verb === 'mute') muted.add(check);
      if (match.verb === 'unmute') muted.delete(check);
      if (match.verb === 'prioritize') first.set(check, Math.max(first.get(check) ?? -1, d.priority));
    }
  }
  const checks = CHECK_NAMES.filter((c) => enabled.has(c)).sort(
    (a, b) => (first.get(b) ?? -1) - (first.get(a) ?? -1) || CHECK_NAMES.indexOf(a) - CHECK_NAMES.indexOf(b),
  );
  return { checks, muted, notUnderstood };
}
