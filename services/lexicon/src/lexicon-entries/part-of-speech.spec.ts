import { partOfSpeech } from './part-of-speech';

const entry = (origin: string, definition: string, stated: string | null = null) => ({
  origin,
  definition,
  partOfSpeech: stated,
});

describe('partOfSpeech', () => {
  it('keeps a part of speech the source states', () => {
    expect(partOfSpeech(entry('a primitive root;', 'to create', 'noun'))).toBe('noun');
  });

  it('reads a Hebrew primitive root and a Greek primary verb as verbs', () => {
    expect(partOfSpeech(entry('a primitive root;', '(absolutely) to create'))).toBe('verb');
    expect(partOfSpeech(entry('a primary verb;', 'to be'))).toBe('verb');
  });

  it('reads a gloss of the form "to …" as a verb', () => {
    expect(
      partOfSpeech(
        entry('from G575 (ἀπό) and G2525 (καθίστημι);', ' to reconstitute (in health, home or organization)'),
      ),
    ).toBe('verb');
  });

  it('reads "Amon, an Israelite" as a proper noun', () => {
    expect(partOfSpeech(entry('of Hebrew origin (H0526);', ' Amon, an Israelite'))).toBe('proper noun');
  });

  it('says nothing for an entry that does not state it', () => {
    expect(
      partOfSpeech(entry('from the same as H7218 (רֹאשׁ);', 'the first, in place, time, order or rank')),
    ).toBeNull();
  });
});
