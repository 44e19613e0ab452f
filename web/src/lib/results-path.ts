/** `/results?q=love&db=kjv`: a search as one shareable address (the search page, its fixes, help examples). */
export function resultsPath(q: string, db: string): string {
  return `/results?q=${encodeURIComponent(q)}&db=${encodeURIComponent(db)}`;
}
