import type { ConcordanceForm } from '@strongs/contracts';
import { describeMorph, stripHebrewCantillation, type MorphScheme } from '@strongs/scripture';
import type { FormCountRow, OccurrenceFilter } from './concordance.repository';

/** A form as answered, with the printed texts (one per accent) it gathers. */
export interface GroupedForm extends ConcordanceForm {
  texts: string[];
}

const formKey = (form: string, morph: string) => `${form}\u0000${morph}`;

/** The form a printed word is counted under: its pointed text without the reading accents. */
export const formOf = (text: string): string => stripHebrewCantillation(text);

/**
 * Gathers the (printed text, parsing) counts into forms: 'יְהוָ֔ה' and 'יְהוָ֖ה' are one form. Most frequent
 * first, then by form; within a form, the most frequent spelling gives the transliteration.
 */
export function groupForms(rows: FormCountRow[], scheme: MorphScheme): GroupedForm[] {
  const byKey = new Map<string, GroupedForm & { best: number }>();
  for (const row of rows) {
    const form = formOf(row.text);
    const key = formKey(form, row.morph);
    const group = byKey.get(key);
    if (!group) {
      byKey.set(key, {
        form,
        formPlain: row.text_plain,
        transliteration: row.transliteration,
        morph: row.morph,
        morphDescription: describeMorph(row.morph, scheme),
        count: row.count,
        texts: [row.text],
        best: row.count,
      });
      continue;
    }
    group.count += row.count;
    group.texts.push(row.text);
    if (row.count > group.best) {
      group.best = row.count;
      group.transliteration = row.transliteration;
    }
  }
  return [...byKey.values()]
    .map(({ best: _best, ...form }) => form)
    .sort((a, b) => b.count - a.count || a.form.localeCompare(b.form) || a.morph.localeCompare(b.morph));
}

/** The texts and parsings of the forms asked for: a form alone keeps all its parsings. */
export function filterFor(
  forms: GroupedForm[],
  form: string,
  morph: string | undefined,
): { filter: OccurrenceFilter; count: number } {
  const chosen = forms.filter((f) => f.form === form && (morph === undefined || f.morph === morph));
  return {
    filter: {
      texts: [...new Set(chosen.flatMap((f) => f.texts))],
      morphs: [...new Set(chosen.map((f) => f.morph))],
    },
    count: chosen.reduce((sum, f) => sum + f.count, 0),
  };
}
