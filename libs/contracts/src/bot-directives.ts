/**
 * The ADMIN BOT's prime-directive vocabulary, shared by the bot (which reads the directives) and the
 * admin screen (which shows what may be written). Case does not matter; where two directives
 * disagree, the higher priority wins.
 */
export const BOT_CHECK_NAMES = [
  'postgres',
  'redis',
  'search-engine',
  'index-sync',
  'jobs',
  'imports',
  'lexicon',
  'web-errors',
  'gateway-errors',
] as const;
export type BotCheckName = (typeof BOT_CHECK_NAMES)[number];

/** `<check>` is one of BOT_CHECK_NAMES or "all". */
export const BOT_DIRECTIVE_VOCABULARY = [
  'disable check <check>',
  'enable check <check>',
  'prioritize <check>',
  'mute alerts for <check>',
  'unmute alerts for <check>',
] as const;

/** Spec §5, §9: a directive's priority is a whole number from 0 to 100, 50 by default. */
export const BOT_PRIORITY_MIN = 0;
export const BOT_PRIORITY_MAX = 100;
export const BOT_PRIORITY_DEFAULT = 50;
