import type { ConcordanceForm } from '@strongs/contracts';
import { OriginalWord } from './original-word';
import { formatCount } from '../../../lib/format-count';

interface FormsTableProps {
  forms: ConcordanceForm[];
  language: 'hebrew' | 'greek';
  total: number;
  selected: { form: string; morph: string | null } | null;
  onSelect: (form: ConcordanceForm | null) => void;
}

const isSelected = (form: ConcordanceForm, selected: FormsTableProps['selected']) =>
  !!selected && selected.form === form.form && (selected.morph === null || selected.morph === form.morph);

/** Every inflected form with its parsing and count; choosing one filters the occurrences below. */
export function FormsTable({ forms, language, total, selected, onSelect }: FormsTableProps) {
  return (
    <div className="table-wrap concordance-forms" role="region" aria-label="Forms" tabIndex={0}>
      <table className="table">
        <caption>
          {formatCount(forms.length)} {forms.length === 1 ? 'form' : 'forms'}, {formatCount(total)}{' '}
          occurrences
        </caption>
        <thead>
          <tr>
            <th scope="col">Form</th>
            <th scope="col">Transliteration</th>
            <th scope="col">Parsing</th>
            <th scope="col" className="numeric">
              Count
            </th>
          </tr>
        </thead>
        <tbody>
          {forms.map((form) => {
            const active = isSelected(form, selected);
            return (
              <tr key={`${form.form}|${form.morph}`} className={active ? 'is-selected' : undefined}>
                <th scope="row">
                  <button
                    type="button"
                    className="link-button"
                    aria-pressed={active}
                    onClick={() => onSelect(active ? null : form)}
                  >
                    <OriginalWord text={form.form} language={language} />
                    <span className="visually-hidden">
                      {' '}
                      ({form.transliteration}, {form.morphDescription ?? form.morph}): show its {form.count}{' '}
                      occurrences
                    </span>
                  </button>
                </th>
                <td>{form.transliteration}</td>
                <td>
                  {form.morphDescription ?? '—'} <code className="morph-code">{form.morph}</code>
                </td>
                <td className="numeric">{formatCount(form.count)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
