import { foldWords } from './fold-word';
import { containsPhrase, matchesFoldedWords } from './match-folded-words';
import { parseSearchQuery } from './parse-query';

const matches = (text: string, q: string) => matchesFoldedWords(foldWords(text), parseSearchQuery(q));

describe('matchesFoldedWords', () => {
  const genesis15 =
    'And God called the light Day, and the darkness he called Night. And the evening and the morning were the first day.';

  it('runs a phrase on across a full stop, since punctuation is no word', () => {
    expect(matches(genesis15, '"he called night and the evening"')).toBe(true);
  });

  it('matches a possessive as one word, never its plural', () => {
    expect(matches('in my Father’s house are many mansions', '"father\'s house"')).toBe(true);
    expect(matches('in my fathers house', '"father\'s house"')).toBe(false);
  });

  it('needs every word of a long phrase, in order', () => {
    const john316 = 'For God so loved the world, that he gave his only begotten Son';
    expect(matches(john316, '"for god so loved the world that he gave his only begotten son"')).toBe(true);
    expect(matches(john316, '"for god so loved the world that he gave his only begotten daughter"')).toBe(
      false,
    );
  });

  it('takes any term of an OR group, prefixes included, and refuses excluded ones', () => {
    expect(matches(genesis15, '"son of man" OR darkness')).toBe(true);
    expect(matches(genesis15, '"son of man" OR messiah')).toBe(false);
    expect(matches(genesis15, 'dar* -"first day"')).toBe(false);
  });

  it('finds an empty phrase everywhere and a phrase longer than the text nowhere', () => {
    expect(containsPhrase(['a'], [])).toBe(true);
    expect(containsPhrase(['a'], ['a', 'b'])).toBe(false);
  });
});
