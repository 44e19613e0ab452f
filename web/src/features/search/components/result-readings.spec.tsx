import { render, screen } from '@testing-library/react';
import { ResultReadings } from './result-readings';

describe('ResultReadings', () => {
  it('says a matched qere is read for the written ketiv, and a matched ketiv what is read', () => {
    render(
      <ResultReadings
        readings={[
          { variant: 'qere', word: 'כְשׁוֹאָה', ketiv: 'כשאוה', qere: 'כְשׁוֹאָה' },
          { variant: 'ketiv', word: 'הוצא', ketiv: 'הוצא', qere: 'הַיְצֵא' },
        ]}
      />,
    );
    const text = screen.getByTestId('result-readings').textContent;
    expect(text).toBe('qere כְשׁוֹאָה read for the written כשאוהketiv הוצא written; read הַיְצֵא');
    expect(screen.getAllByTestId('variant-badge').map((b) => b.getAttribute('title'))).toEqual([
      'qere: the form read aloud; the text writes another (the ketiv)',
      'ketiv: the form written in the text; another form (the qere) is read',
    ]);
  });
});
