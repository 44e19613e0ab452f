/**
 * A row of `cross_references`, one OpenBible.info reference from a verse to a verse or range: the importer
 * writes it, the search service reads it.
 */
export interface CrossReferencesRow {
  from_ord: number;
  to_start_ord: number;
  to_end_ord: number;
  /** OpenBible.info's votes; negative ones are low-confidence. */
  votes: number;
}
