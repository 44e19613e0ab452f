import { DEFAULT_COMPARED, MAX_COMPARED } from '../../lib/compare-path';

/** The passage and the texts live in the address: `?ref=John+3:16-21&versions=kjv,web,asv,ylt`. */
export function readCompareState(params: URLSearchParams): { ref: string; codes: string[] } {
  const listed = (params.get('versions') ?? '')
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter(Boolean);
  const codes = [...new Set(listed.length ? listed : DEFAULT_COMPARED)].slice(0, MAX_COMPARED);
  return { ref: params.get('ref') ?? '', codes };
}
