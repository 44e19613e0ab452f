import { transliterateGreek, transliterateHebrew } from './transliterate';

describe('transliteration for the interlinear', () => {
  it.each([
    ['בְּ/רֵאשִׁ֖ית', 'bereshit'],
    ['בָּרָ֣א', 'bara'],
    ['אֱלֹהִ֑ים', 'elohim'],
    ['הַ/שָּׁמַ֖יִם', 'hashamayim'],
    ['וַ/יֹּ֥אמֶר', 'vayomer'],
    ['ר֣וּחַ', 'ruach'],
    ['מִשְׁפָּט', 'mishpat'],
    ['יִשְׂרָאֵל', 'yisrael'],
    ['תְּהוֹם', 'tehom'],
    ['כָּל־הָעָם', 'kal-haam'],
  ])('Hebrew %s → %s', (word, latin) => {
    expect(transliterateHebrew(word)).toBe(latin);
  });

  it.each([
    ['ηγαπησεν', 'ēgapēsen'],
    ['αγγελος', 'angelos'],
    ['ἀγάπη', 'agapē'],
    ['ὁ', 'ho'],
    ['υἱός', 'huios'],
    ['εὐαγγέλιον', 'euangelion'],
  ])('Greek %s → %s', (word, latin) => {
    expect(transliterateGreek(word)).toBe(latin);
  });
});
