import { alignNewTestament, alignOldTestament, type AlignableWord } from './align-english';
import { kjvPhrases } from './kjv-phrases';

// Fragments copied from kjv-strongs-crosswire/kjv-crosswire.tsv.gz; the words as tr-words / wlc-words hold them.
const JOHN_1_1 =
  '<w lemma="strong:G1722 lemma.TR:εν" morph="robinson:PREP" src="1">In</w> <w lemma="strong:G746 lemma.TR:αρχη" morph="robinson:N-DSF" src="2">the beginning</w> <w lemma="strong:G1510 lemma.TR:ην" morph="robinson:V-IAI-3S" src="3">was</w> <w lemma="strong:G3588 strong:G3056 lemma.TR:ο lemma.TR:λογος" morph="robinson:T-NSM robinson:N-NSM" src="4 5">the Word</w>, <w lemma="strong:G2532 lemma.TR:και" morph="robinson:CONJ" src="6">and</w> <w lemma="strong:G3588 strong:G3056 lemma.TR:ο lemma.TR:λογος" morph="robinson:T-NSM robinson:N-NSM" src="7 8">the Word</w> <w lemma="strong:G1510 lemma.TR:ην" morph="robinson:V-IAI-3S" src="9">was</w> <w lemma="strong:G4314 lemma.TR:προς" morph="robinson:PREP" src="10">with</w> <w lemma="strong:G3588 strong:G2316 lemma.TR:τον lemma.TR:θεον" morph="robinson:T-ASM robinson:N-ASM" src="11 12">God</w>, <w lemma="strong:G2532 lemma.TR:και" morph="robinson:CONJ" src="13">and</w> <w lemma="strong:G3588 strong:G3056 lemma.TR:ο lemma.TR:λογος" morph="robinson:T-NSM robinson:N-NSM" src="16 17">the Word</w> <w lemma="strong:G1510 lemma.TR:ην" morph="robinson:V-IAI-3S" src="15">was</w> <w lemma="strong:G2316 lemma.TR:θεος" morph="robinson:N-NSM" src="14">God</w>.';
const JOHN_1_1_TR =
  'εν:G1722 αρχη:G746 ην:G1510 ο:G3588 λογος:G3056 και:G2532 ο:G3588 λογος:G3056 ην:G1510 προς:G4314 τον:G3588 θεον:G2316 και:G2532 θεος:G2316 ην:G1510 ο:G3588 λογος:G3056';

const LUKE_6_32 =
  '<q marker="" who="Jesus"><w lemma="strong:G3588 lemma.TR:τους" morph="robinson:T-APM" src="15"/><w lemma="strong:G3588 lemma.TR:οι" morph="robinson:T-NPM" src="13"/><w lemma="strong:G3588 lemma.TR:τους" morph="robinson:T-APM" src="4"/><w lemma="strong:G2532 lemma.TR:και" morph="robinson:CONJ" src="1">For</w> <w lemma="strong:G1487 lemma.TR:ει" morph="robinson:COND" src="2">if</w> <w lemma="strong:G25 lemma.TR:αγαπατε" morph="robinson:V-PAI-2P" src="3">ye love</w> <w lemma="strong:G25 lemma.TR:αγαπωντας" morph="robinson:V-PAP-APM" src="5">them which love</w> <w lemma="strong:G4771 lemma.TR:υμας" morph="robinson:P-2AP" src="6">you</w>, <w lemma="strong:G4169 lemma.TR:ποια" morph="robinson:I-NSF" src="7">what</w> <w lemma="strong:G5485 lemma.TR:χαρις" morph="robinson:N-NSF" src="9">thank</w> <w lemma="strong:G1510 lemma.TR:εστιν" morph="robinson:V-PAI-3S" src="10">have</w> <w lemma="strong:G4771 lemma.TR:υμιν" morph="robinson:P-2DP" src="8">ye</w>? <w lemma="strong:G1063 lemma.TR:γαρ" morph="robinson:CONJ" src="12">for</w> <w lemma="strong:G268 lemma.TR:αμαρτωλοι" morph="robinson:A-NPM" src="14">sinners</w> <w lemma="strong:G2532 lemma.TR:και" morph="robinson:CONJ" src="11">also</w> <w lemma="strong:G25 lemma.TR:αγαπωσιν" morph="robinson:V-PAI-3P" src="18">love</w> <w lemma="strong:G25 lemma.TR:αγαπωντας" morph="robinson:V-PAP-APM" src="16">those that love</w> <w lemma="strong:G846 lemma.TR:αυτους" morph="robinson:P-APM" src="17">them</w>.</q>';
const LUKE_6_32_TR =
  'και:G2532 ει:G1487 αγαπατε:G25 τους:G3588 αγαπωντας:G25 υμας:G4771 ποια:G4169 υμιν:G4771 χαρις:G5485 εστιν:G1510 και:G2532 γαρ:G1063 οι:G3588 αμαρτωλοι:G268 τους:G3588 αγαπωντας:G25 αυτους:G846 αγαπωσιν:G25';

const JUDGES_18_15 =
  '<w lemma="strong:H05493" morph="strongMorph:TH8799">And they turned</w> <w lemma="strong:H0935" morph="strongMorph:TH8799">thitherward, and came</w> <w lemma="strong:H01004">to the house</w> <w lemma="strong:H05288">of the young man</w> <w lemma="strong:H03881">the Levite</w>, <transChange type="added">even</transChange> <w lemma="strong:H01004">unto the house</w> <w lemma="strong:H04318">of Micah</w>, <w lemma="strong:H07965 strong:H07592" morph="strongMorph:TH8799">and saluted</w> him.<note type="study"><catchWord>saluted…</catchWord>: Heb. <rdg type="x-literal">asked him of peace</rdg></note>';
const JUDGES_18_15_WLC =
  'וַיָּסוּרוּ:H5493 שָׁמָּה:H8033 וַיָּבֹאוּ:H935 אֶל:H413 בֵּית:H1004 הַנַּעַר:H5288 הַלֵּוִי:H3881 בֵּית:H1004 מִיכָה:H4318 וַיִּשְׁאֲלוּ:H7592 לוֹ: לְשָׁלוֹם:H7965';

const words = (list: string): AlignableWord[] =>
  list.split(' ').map((w) => {
    const [text, strongs] = w.split(':');
    return { text, strongs: strongs ? [strongs] : [] };
  });

const glossed = (list: string, english: (string | null)[]) =>
  words(list).map((w, i) => `${w.text}=${english[i] ?? '-'}`);

describe('the English of the CrossWire KJV under each original word', () => {
  it('gives λογος "the Word", θεον "God" and each ην "was", once each, and the article nothing (John 1:1)', () => {
    const english = alignNewTestament(kjvPhrases(JOHN_1_1), words(JOHN_1_1_TR));
    expect(glossed(JOHN_1_1_TR, english)).toEqual([
      'εν=In',
      'αρχη=the beginning',
      'ην=was',
      'ο=-',
      'λογος=the Word',
      'και=and',
      'ο=-',
      'λογος=the Word',
      'ην=was',
      'προς=with',
      'τον=-',
      'θεον=God',
      'και=and',
      'θεος=God',
      'ην=was',
      'ο=-',
      'λογος=the Word',
    ]);
  });

  it('puts "them which love" on αγαπωντας at 5, "those that love" on 16 and "love" on αγαπωσιν at 18 (Luke 6:32)', () => {
    const english = alignNewTestament(kjvPhrases(LUKE_6_32), words(LUKE_6_32_TR));
    expect(english[4]).toBe('them which love');
    expect(english[15]).toBe('those that love');
    expect(english[17]).toBe('love');
    expect(english[12]).toBeNull();
  });

  it('gives שלום "and saluted" (H7965, tagged with H7592 on one phrase) and each house its own phrase (Judges 18:15)', () => {
    const { english } = alignOldTestament(kjvPhrases(JUDGES_18_15), words(JUDGES_18_15_WLC));
    expect(glossed(JUDGES_18_15_WLC, english)).toEqual([
      'וַיָּסוּרוּ=And they turned',
      'שָׁמָּה=-',
      'וַיָּבֹאוּ=thitherward, and came',
      'אֶל=-',
      'בֵּית=to the house',
      'הַנַּעַר=of the young man',
      'הַלֵּוִי=the Levite',
      'בֵּית=unto the house',
      'מִיכָה=of Micah',
      'וַיִּשְׁאֲלוּ=and saluted',
      'לוֹ=-',
      'לְשָׁלוֹם=and saluted',
    ]);
  });

  it('gives את nothing when its phrase also tags the verb, and skips a ketiv and a word an earlier verse met', () => {
    const phrases = kjvPhrases(
      '<w lemma="strong:H0853 strong:H01254">created</w> <w lemma="strong:H0430">God</w>',
    );
    const list: AlignableWord[] = [
      { text: 'ברא', strongs: ['H1254'] },
      { text: 'אלהים', strongs: ['H430'], taken: true },
      { text: 'את', strongs: ['H853'] },
      { text: 'אלהים', strongs: ['H430'], ketiv: true },
      { text: 'אלהים', strongs: ['H430'] },
    ];
    const { english, met } = alignOldTestament(phrases, list);
    expect(english).toEqual(['created', null, null, null, 'God']);
    expect(met.sort()).toEqual([0, 2, 4]);
  });
});
