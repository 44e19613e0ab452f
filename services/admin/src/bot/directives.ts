import { BOT_CHECK_NAMES, type BotCheckName } from '@strongs/contracts';

export interface SweepPlan {
  /** The checks to run, in order. */
  checks: BotCheckName[];
  muted: Set<BotCheckName>;
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

function targets(name: string): BotCheckName[] | null {
  if (name === 'all') return [...BOT_CHECK_NAMES];
  return (BOT_CHECK_NAMES as readonly string[]).includes(name) ? [name as BotCheckName] : null;
}

/**
 * Reads the prime directives (vocabulary: BOT_DIRECTIVE_VOCABULARY in @strongs/contracts, shown in the
 * Agent Instructions tab), case-insensitively. Where two directives disagree, the higher priority wins.
 */
export function planSweep(directives: readonly Directive[]): SweepPlan {
  const enabled = new Set<BotCheckName>(BOT_CHECK_NAMES);
  const muted = new Set<BotCheckName>();
  const first = new Map<BotCheckName, number>();
  const notUnderstood: string[] = [];
  // Lowest priority first, so that a higher priority is applied last and wins.
  for (const d of [...directives].sort((a, b) => a.priority - b.priority)) {
    const text = d.directive
      .trim()
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .replace(/[.!]+$/, '');
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
  const checks = BOT_CHECK_NAMES.filter((c) => enabled.has(c)).sort(
    (a, b) =>
      (first.get(b) ?? -1) - (first.get(a) ?? -1) || BOT_CHECK_NAMES.indexOf(a) - BOT_CHECK_NAMES.indexOf(b),
  );
  return { checks, muted, notUnderstood };
}
