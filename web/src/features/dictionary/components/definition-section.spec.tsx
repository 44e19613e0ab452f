import { render } from '@testing-library/react';
import { DefinitionSection } from './definition-section';

describe('DefinitionSection', () => {
  it('prints a definition of several senses once, as its senses (G26)', () => {
    const definition = 'love, i.e. affection or benevolence; specially (plural) a love-feast';
    const { container } = render(
      <DefinitionSection
        entry={{
          definition,
          outline: ['love, i.e. affection or benevolence', 'specially (plural) a love-feast'],
        }}
      />,
    );
    const text = container.textContent ?? '';
    expect(text.split('affection or benevolence')).toHaveLength(2);
    expect(text.split('a love-feast')).toHaveLength(2);
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'love, i.e. affection or benevolence',
      'specially (plural) a love-feast',
    ]);
  });

  it('prints a definition of one sense as a paragraph (H7225)', () => {
    const definition = 'the first, in place, time, order or rank (specifically, a firstfruit)';
    const { container } = render(<DefinitionSection entry={{ definition, outline: [definition] }} />);
    expect(container.querySelector('p')?.textContent).toBe(definition);
    expect(container.querySelector('ol')).toBeNull();
  });
});
