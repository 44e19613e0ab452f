/** A topic name in a URL: lower case, apostrophes and periods dropped, every other run of non-letters a hyphen. */
export function topicSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'topic';
}

/** Gives each name its slug, numbering repeats in file order (`sin`, `sin-2`), so a slug never changes meaning. */
export function uniqueSlugs(): (name: string) => string {
  const taken = new Set<string>();
  return (name) => {
    const base = topicSlug(name);
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    return slug;
  };
}
