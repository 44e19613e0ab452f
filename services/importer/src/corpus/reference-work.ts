/** A row of `reference_works`: the catalogue entry of a commentary or topical work, as the seed writes it. */
export interface ReferenceWorkInfo {
  code: string;
  name: string;
  shortName: string;
  source: string;
  licence: string;
}
