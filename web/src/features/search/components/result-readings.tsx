import type { MatchedReading } from '@strongs/contracts';
import { VariantBadge } from '../../../components/variant-badge';
import { stripHebrewAccents } from '../../../lib/hebrew-points';
import '../../../styles/original-fonts.css';

/**
 * Under a WLC hit: which matched words are a ketiv (written) or a qere (read, not printed in the verse); without
 * cantillation, which few fonts draw, as in the word popover.
 */
export function ResultReadings({ readings }: { readings: MatchedReading[] }) {
  return (
    <p className="result-readings small" data-testid="result-readings">
      {readings.map((r, i) => (
        <span key={`${r.variant}-${r.word}-${i}`} className="result-reading">
          <VariantBadge variant={r.variant} />{' '}
          <span lang="he" dir="rtl">
            {stripHebrewAccents(r.word)}
          </span>{' '}
          {r.variant === 'qere' ? (
            <>
              read for the written{' '}
              <span lang="he" dir="rtl">
                {r.ketiv || '–'}
              </span>
            </>
          ) : (
            <>
              written; read{' '}
              <span lang="he" dir="rtl">
                {stripHebrewAccents(r.qere)}
              </span>
            </>
          )}
        </span>
      ))}
    </p>
  );
}
