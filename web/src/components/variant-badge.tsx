import './variant-badge.css';

const TITLES = {
  ketiv: 'ketiv: the form written in the text; another form (the qere) is read',
  qere: 'qere: the form read aloud; the text writes another (the ketiv)',
} as const;

/** The WLC's mark on a ketiv (written) or qere (read) form: in the interlinear, the word popover and search hits. */
export function VariantBadge({ variant }: { variant: 'ketiv' | 'qere' }) {
  return (
    <span className={`variant-badge variant-${variant}`} title={TITLES[variant]} data-testid="variant-badge">
      {variant}
    </span>
  );
}
