export interface ContentLine {
  reference?: string;
  text: string;
}

/** Result content is lines of 'reference<TAB>text'; a line splits only with exactly two tab-separated fields (spec §3). */
export function contentLines(content: string): ContentLine[] {
  return content
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const fields = line.split('\t');
      return fields.length === 2 ? { reference: fields[0], text: fields[1] } : { text: line };
    });
}
