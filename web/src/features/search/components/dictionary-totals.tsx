import { useQuery } from '@tanstack/react-query';
import { dictionaryListQueryOptions } from '../../../lib/api/list-dictionary-entries';
import { formatCount } from '../../../lib/format-count';

/** Live totals of the dictionary, read from the list endpoints. */
export function DictionaryTotals() {
  const hebrew = useQuery(dictionaryListQueryOptions({ language: 'hebrew', query: '', page: 1, limit: 10 }));
  const greek = useQuery(dictionaryListQueryOptions({ language: 'greek', query: '', page: 1, limit: 10 }));
  if (!hebrew.data || !greek.data) return null;
  return (
    <p className="totals">
      Strong's Dictionary holds {formatCount(hebrew.data.pagination.total)} Hebrew and{' '}
      {formatCount(greek.data.pagination.total)} Greek entries.
    </p>
  );
}
