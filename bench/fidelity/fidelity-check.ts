/**
 * A fidelity check compares what the site serves (the database the services read, or the API) with an
 * independent parse of the raw corpus files: never with the import code's own parse.
 */
export interface FidelityContext {
  /** Runs one parameterised query against the database the services read. */
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** The folder holding SOURCES.md and the raw corpus files. */
  corpusDir: string;
}

export interface FidelityResult {
  /** Items compared (verses, entries, words …), so a check that compared nothing cannot pass unseen. */
  checked: number;
  /** One line per disagreement, naming the item and what differs. */
  disagreements: string[];
}

export interface FidelityCheck {
  /** What is checked, as the report prints it: "KJV verses carry no markup residue". */
  name: string;
  run(context: FidelityContext): Promise<FidelityResult>;
}
