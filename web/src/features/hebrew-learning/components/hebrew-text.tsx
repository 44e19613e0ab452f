import type { ReactNode } from 'react';
import '../../../styles/original-fonts.css';

/** Hebrew text: right-to-left, language tagged, in a Hebrew-friendly font. */
export function He({ children, large = false }: { children: ReactNode; large?: boolean }) {
  return (
    <span dir="rtl" lang="he" className={large ? 'hl-he hl-he-large' : 'hl-he'}>
      {children}
    </span>
  );
}
