const key = (name: string): string => name.toUpperCase().replace(/\s+/g, ' ').trim();
const withoutGloss = (name: string): string => name.replace(/\s*\([^)]*\)\s*$/, '');

/**
 * Finds the topic a "See …" link names. 269 of the source's 1,634 targets are no topic's exact key (`ANGEL`
 * for `ANGEL (A SPIRIT)`, `HORSES` for `HORSE`), so in order: the exact name (the first topic of that name),
 * the name without its parenthesised gloss, the plural or singular, the part before a comma (`GOD, NAME OF`
 * → `GOD`). Null when none names a topic: the link is then shown as text.
 */
export function topicLinkResolver(
  topics: readonly { name: string; slug: string }[],
): (target: string) => string | null {
  const exact = new Map<string, string>();
  const bare = new Map<string, string>();
  for (const topic of topics) {
    const name = key(topic.name);
    if (!exact.has(name)) exact.set(name, topic.slug);
    const short = key(withoutGloss(topic.name));
    if (!bare.has(short)) bare.set(short, topic.slug);
  }
  const find = (name: string): string | undefined => exact.get(name) ?? bare.get(name);
  return (target) => {
    const name = key(target);
    if (!name) return null;
    const candidates = [
      name,
      key(withoutGloss(name)),
      `${name}S`,
      name.replace(/ES$/, ''),
      name.replace(/S$/, ''),
      key(name.split(',')[0]),
    ];
    for (const candidate of candidates) {
      const slug = find(candidate);
      if (slug) return slug;
    }
    return null;
  };
}
