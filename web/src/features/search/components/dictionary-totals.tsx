import { useQuery } from '@tanstack/react-query';
import { dictionaryListQueryOptions } from '../../../lib/api/list-dictionary-entries';

/** Live totals of the dictionary, read from the list endpoints. */
export function DictionaryTotals() {
  const hebrew = useQuery(dictionaryListQueryOptions({ language: 'hebrew', query: '', page: 1, limit: 10 }));
  const greek = useQuery(dictionaryListQueryOptions({ language: 'greek', query: '', page: 1, limit: 10 }));
  if (!hebrew.data || !greek.data) return null;
  return (
    <p className="totals">
      Strong's Dictionary holds {hebrew.data.pagination.total.toLocaleString()} Hebrew and {greek.data.pagination.total.toLocaleString()} Greek entries.
    </p>
  );
}
