/** Whether a study item (one verse, or `verse..endVerse` of its chapter) covers `verse` of that chapter. */
export const coversVerse = (item: { verse: number; endVerse: number }, verse: number): boolean =>
  item.verse <= verse && verse <= item.endVerse;
