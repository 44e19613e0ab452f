const key = (name: string): string => name.toUpperCase().replace(/\s+/g, ' ').trim();
const withoutGloss = (name: string): string => name.replace(/\s*\([^)]*\)\s*$/, '');

/**
 * Finds the topic a "See …" link names. 269 of the source's 1,634 targets are no topic's exact key (`ANGEL`
 * for `ANGEL (A SPIRIT)`, `HORSES` for `HORSE`, `JESUS` for `JESUS, THE CHRIST`), so in order: the exact name
 * (the first topic of that name) or the name without its parenthesised gloss; the same for the plural or
 * singular; then the first topic whose name begins with one of those as whole words; last the part before a
 * comma, exactly (`GOD, NAME OF` → `GOD`). Null when none names a topic: the link is then shown as text.
 */
export function topicLinkResolver(
  topics: readonly { name: string; slug: string }[],
): (target: string) => string | null {
  const exact = new Map<string, string>();
  const bare = new Map<string, string>();
  const startingWith = new Map<string, string>();
  for (const topic of topics) {
    const name = key(topic.name);
    if (!exact.has(name)) exact.set(name, topic.slug);
    const short = key(withoutGloss(topic.name));
    if (!bare.has(short)) bare.set(short, topic.slug);
    for (const at of name.matchAll(/[ ,(]/g)) {
      const start = name.slice(0, at.index);
      if (!startingWith.has(start)) startingWith.set(start, topic.slug);
    }
  }
  const named = (name: string): string | undefined => exact.get(name) ?? bare.get(name);
  return (target) => {
    const name = key(target);
    if (!name) return null;
    const forms = [
      name,
      key(withoutGloss(name)),
      `${name}S`,
      name.replace(/ES$/, ''),
      name.replace(/S$/, ''),
    ];
    for (const form of forms) {
      const slug = named(form);
      if (slug) return slug;
    }
    for (const form of forms) {
      const slug = startingWith.get(form);
      if (slug) return slug;
    }
    return named(key(name.split(',')[0])) ?? null;
  };
}
