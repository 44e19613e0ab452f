import { transliterateGreek, transliterateGreekWord, transliterateHebrew } from './transliterate';

// Expected values are written out by hand from the rules in docs/ARCHITECTURE.md "Transliteration", for words as
// the corpus prints them (oshb-wlc/wlc-words.tsv, greek-tr/tr-words.tsv), morpheme slashes included.
describe('SBL general-purpose transliteration of the WLC', () => {
  it.each([
    // Genesis 1:1-3
    ['בְּ/רֵאשִׁ֖ית', 'bereshit'],
    ['בָּרָ֣א', 'bara'],
    ['אֱלֹהִ֑ים', 'elohim'],
    ['אֵ֥ת', 'et'],
    ['הַ/שָּׁמַ֖יִם', 'hashshamayim'],
    ['וְ/אֵ֥ת', 'veet'],
    ['הָ/אָֽרֶץ', 'haarets'],
    ['וְ/הָ/אָ֗רֶץ', 'vehaarets'],
    ['הָיְתָ֥ה', 'hayetah'],
    ['תֹ֨הוּ֙', 'tohu'],
    ['וָ/בֹ֔הוּ', 'vavohu'],
    ['וְ/חֹ֖שֶׁךְ', 'vekhoshekh'],
    ['עַל', 'al'],
    ['פְּנֵ֣י', 'pene'],
    ['תְה֑וֹם', 'tehom'],
    ['וְ/ר֣וּחַ', 'veruakh'],
    ['מְרַחֶ֖פֶת', 'merakhefet'],
    ['הַ/מָּֽיִם', 'hammayim'],
    ['וַ/יֹּ֥אמֶר', 'vayyomer'],
    ['יְהִ֣י', 'yehi'],
    ['א֑וֹר', 'or'],
    ['וַֽ/יְהִי', 'vayhi'],
    ['אֽוֹר', 'or'],
    // Genesis 2:4
    ['אֵ֣לֶּה', 'elleh'],
    ['תוֹלְד֧וֹת', 'toledot'],
    ['בְּ/הִבָּֽרְאָ֑/ם', 'behibbaream'],
    ['בְּ/י֗וֹם', 'beyom'],
    ['עֲשׂ֛וֹת', 'asot'],
    ['אֶ֥רֶץ', 'erets'],
    ['וְ/שָׁמָֽיִם', 'veshamayim'],
    // Psalm 23
    ['מִזְמ֥וֹר', 'mizmor'],
    ['לְ/דָוִ֑ד', 'ledavid'],
    ['רֹ֝עִ֗/י', 'roi'],
    ['לֹ֣א', 'lo'],
    ['אֶחְסָֽר', 'ekhsar'],
    ['בִּ/נְא֣וֹת', 'binot'],
    ['דֶּ֭שֶׁא', 'deshe'],
    ['יַרְבִּיצֵ֑/נִי', 'yarbitseni'],
    ['מֵ֖י', 'me'],
    ['מְנֻח֣וֹת', 'menukhot'],
    ['יְנַהֲלֵֽ/נִי', 'yenahaleni'],
    ['נַפְשִׁ֥/י', 'nafshi'],
    ['יְשׁוֹבֵ֑ב', 'yeshovev'],
    ['יַֽנְחֵ֥/נִי', 'yankheni'],
    ['בְ/מַעְגְּלֵי', 'vemagele'],
    ['צֶ֝֗דֶק', 'tsedeq'],
    ['לְמַ֣עַן', 'lemaan'],
    ['שְׁמֽ/וֹ', 'shemo'],
    ['גַּ֤ם', 'gam'],
    ['כִּֽי', 'ki'],
    ['אֵלֵ֨ךְ', 'elekh'],
    ['בְּ/גֵ֪יא', 'bege'],
    ['צַלְמָ֡וֶת', 'tsalmavet'],
    ['לֹא', 'lo'],
    ['אִ֘ירָ֤א', 'ira'],
    ['רָ֗ע', 'ra'],
    ['כִּי', 'ki'],
    ['אַתָּ֥ה', 'attah'],
    ['עִמָּדִ֑/י', 'immadi'],
    ['שִׁבְטְ/ךָ֥', 'shivtekha'],
    ['וּ֝/מִשְׁעַנְתֶּ֗/ךָ', 'umishantekha'],
    ['הֵ֣מָּה', 'hemmah'],
    ['יְנַֽחֲמֻֽ/נִי', 'yenakhamuni'],
    ['תַּעֲרֹ֬ךְ', 'taarokh'],
    ['לְ/פָנַ֨/י', 'lefanay'],
    ['שֻׁלְחָ֗ן', 'shulkhan'],
    ['נֶ֥גֶד', 'neged'],
    ['צֹרְרָ֑/י', 'tsoreray'],
    ['דִּשַּׁ֖נְתָּ', 'dishshanta'],
    ['בַ/שֶּׁ֥מֶן', 'vashshemen'],
    ['רֹ֝אשִׁ֗/י', 'roshi'],
    ['כּוֹסִ֥/י', 'kosi'],
    ['רְוָיָֽה', 'revayah'],
    ['אַ֤ךְ', 'akh'],
    ['ט֤וֹב', 'tov'],
    ['וָ/חֶ֣סֶד', 'vakhesed'],
    ['יִ֭רְדְּפוּ/נִי', 'yirdefuni'],
    ['כָּל', 'kol'],
    ['יְמֵ֣י', 'yeme'],
    ['חַיָּ֑/י', 'khayyay'],
    ['וְ/שַׁבְתִּ֥י', 'veshavti'],
    ['בְּ/בֵית', 'bevet'],
    ['לְ/אֹ֣רֶךְ', 'leorekh'],
    ['יָמִֽים', 'yamim'],
    // Proverbs 1:27, the ketiv as written and its qere
    ['כ/שאוה', 'kshvh'],
    ['כְ/שׁוֹאָ֨ה', 'kheshoah'],
    // Genesis 9:16
    ['וּ/בֵין֙', 'uven'],
  ])('%s → %s', (word, latin) => {
    expect(transliterateHebrew(word)).toBe(latin);
  });

  it.each([
    ['יְהוָ֥ה', 'YHWH'], // Gen 2:4
    ['יְ֝הוָ֗ה', 'YHWH'], // Ps 23:6
    ['לַ/יהוָ֖ה', 'laYHWH'], // Gen 12:7
    ['לַֽ/יהוָֽה', 'laYHWH'], // Gen 4:3
    ['וַ/יהוָ֞ה', 'vaYHWH'], // Gen 24:35
    ['מֵ/יְהוָ֖ה', 'meYHWH'], // Gen 18:14
  ])('writes the divine name %s as %s, after its prefix', (word, latin) => {
    expect(transliterateHebrew(word)).toBe(latin);
  });

  it('joins words bound by maqaf with a hyphen', () => {
    expect(transliterateHebrew('כָּל־הָעָם')).toBe('kol-haam');
  });
});

describe('SBL transliteration of the TR (unaccented, breathing from the headword)', () => {
  it.each([
    // Matthew 1:1
    ['βιβλος', 'G976', 'N-NSF', 'biblos'],
    ['γενεσεως', 'G1078', 'N-GSF', 'geneseōs'],
    ['ιησου', 'G2424', 'N-GSM', 'iēsou'],
    ['χριστου', 'G5547', 'N-GSM', 'christou'],
    ['υιου', 'G5207', 'N-GSM', 'huiou'],
    ['δαβιδ', 'G1138', 'N-PRI', 'dabid'],
    ['αβρααμ', 'G11', 'N-PRI', 'abraam'],
    // Matthew 28:19
    ['πορευθεντες', 'G4198', 'V-AOP-NPM', 'poreuthentes'],
    ['ουν', 'G3767', 'CONJ', 'oun'],
    ['μαθητευσατε', 'G3100', 'V-AAM-2P', 'mathēteusate'],
    ['παντα', 'G3956', 'A-APN', 'panta'],
    ['τα', 'G3588', 'T-APN', 'ta'],
    ['εθνη', 'G1484', 'N-APN', 'ethnē'],
    ['βαπτιζοντες', 'G907', 'V-PAP-NPM', 'baptizontes'],
    ['αυτους', 'G846', 'P-APM', 'autous'],
    ['εις', 'G1519', 'PREP', 'eis'],
    ['το', 'G3588', 'T-ASN', 'to'],
    ['ονομα', 'G3686', 'N-ASN', 'onoma'],
    ['του', 'G3588', 'T-GSM', 'tou'],
    ['πατρος', 'G3962', 'N-GSM', 'patros'],
    ['και', 'G2532', 'CONJ', 'kai'],
    ['αγιου', 'G40', 'A-GSN', 'hagiou'],
    ['πνευματος', 'G4151', 'N-GSN', 'pneumatos'],
    // John 1:1-5
    ['εν', 'G1722', 'PREP', 'en'],
    ['αρχη', 'G746', 'N-DSF', 'archē'],
    ['ην', 'G1510', 'V-IAI-3S', 'ēn'],
    ['ο', 'G3588', 'T-NSM', 'ho'],
    ['λογος', 'G3056', 'N-NSM', 'logos'],
    ['προς', 'G4314', 'PREP', 'pros'],
    ['τον', 'G3588', 'T-ASM', 'ton'],
    ['θεον', 'G2316', 'N-ASM', 'theon'],
    ['θεος', 'G2316', 'N-NSM', 'theos'],
    ['ουτος', 'G3778', 'D-NSM', 'houtos'],
    ['δι', 'G1223', 'PREP', 'di'],
    ['αυτου', 'G846', 'P-GSM', 'autou'],
    ['εγενετο', 'G1096', 'V-2ADI-3S', 'egeneto'],
    ['χωρις', 'G5565', 'ADV', 'chōris'],
    ['ουδε', 'G3761', 'CONJ-N', 'oude'],
    ['εν', 'G1520', 'A-NSN', 'hen'],
    ['ο', 'G3739', 'R-NSN', 'ho'],
    ['γεγονεν', 'G1096', 'V-2RAI-3S', 'gegonen'],
    ['αυτω', 'G846', 'P-DSM', 'autō'],
    ['ζωη', 'G2222', 'N-NSF', 'zōē'],
    ['η', 'G3588', 'T-NSF', 'hē'],
    ['φως', 'G5457', 'N-NSN', 'phōs'],
    ['των', 'G3588', 'T-GPM', 'tōn'],
    ['ανθρωπων', 'G444', 'N-GPM', 'anthrōpōn'],
    ['τη', 'G3588', 'T-DSF', 'tē'],
    ['σκοτια', 'G4653', 'N-DSF', 'skotia'],
    ['φαινει', 'G5316', 'V-PAI-3S', 'phainei'],
    ['αυτο', 'G846', 'P-ASN', 'auto'],
    ['ου', 'G3756', 'PRT-N', 'ou'],
    ['κατελαβεν', 'G2638', 'V-2AAI-3S', 'katelaben'],
    // John 3:16
    ['ουτως', 'G3779', 'ADV', 'houtōs'],
    ['γαρ', 'G1063', 'CONJ', 'gar'],
    ['ηγαπησεν', 'G25', 'V-AAI-3S', 'ēgapēsen'],
    ['κοσμον', 'G2889', 'N-ASM', 'kosmon'],
    ['ωστε', 'G5620', 'CONJ', 'hōste'],
    ['υιον', 'G5207', 'N-ASM', 'huion'],
    ['μονογενη', 'G3439', 'A-ASM', 'monogenē'],
    ['εδωκεν', 'G1325', 'V-AAI-3S', 'edōken'],
    ['ινα', 'G2443', 'CONJ', 'hina'],
    ['πας', 'G3956', 'A-NSM', 'pas'],
    ['πιστευων', 'G4100', 'V-PAP-NSM', 'pisteuōn'],
    ['αυτον', 'G846', 'P-ASM', 'auton'],
    ['μη', 'G3361', 'PRT-N', 'mē'],
    ['αποληται', 'G622', 'V-2AMS-3S', 'apolētai'],
    ['αλλ', 'G235', 'CONJ', 'all'],
    ['εχη', 'G2192', 'V-PAS-3S', 'echē'],
    ['ζωην', 'G2222', 'N-ASF', 'zōēn'],
    ['αιωνιον', 'G166', 'A-ASF', 'aiōnion'],
    // Romans 1:7
    ['πασιν', 'G3956', 'A-DPM', 'pasin'],
    ['τοις', 'G3588', 'T-DPM', 'tois'],
    ['ουσιν', 'G1510', 'V-PAP-DPM', 'ousin'],
    ['ρωμη', 'G4516', 'N-DSF', 'rhōmē'],
    ['αγαπητοις', 'G27', 'A-DPM', 'agapētois'],
    ['κλητοις', 'G2822', 'A-DPM', 'klētois'],
    ['αγιοις', 'G40', 'A-DPM', 'hagiois'],
    ['χαρις', 'G5485', 'N-NSF', 'charis'],
    ['υμιν', 'G4771', 'P-2DP', 'hymin'],
    ['ειρηνη', 'G1515', 'N-NSF', 'eirēnē'],
    ['απο', 'G575', 'PREP', 'apo'],
    ['ημων', 'G1473', 'P-1GP', 'hēmōn'],
    ['κυριου', 'G2962', 'N-GSM', 'kyriou'],
    // where the tense moves the breathing (Matt 1:23, Matt 2:9, Acts 26:6)
    ['εξει', 'G2192', 'V-FAI-3S', 'hexei'],
    ['εστη', 'G2476', 'V-2AAI-3S', 'estē'],
    ['εστηκα', 'G2476', 'V-RAI-1S', 'hestēka'],
    ['ιδου', 'G3708', 'V-2AMM-2S', 'idou'],
  ])('%s (%s %s) → %s', (word, strongs, morph, latin) => {
    expect(transliterateGreekWord(word, [strongs], morph)).toBe(latin);
  });

  it.each([
    ['ὁ', 'ho'],
    ['υἱοῦ', 'huiou'],
    ['Ἠγάπησεν', 'ēgapēsen'],
    ['ἄγγελος', 'angelos'],
    ['ἐγκράτεια', 'enkrateia'],
    ['ἔλεγχος', 'elenchos'],
    ['σπλάγχνα', 'splanchna'],
    ['ῥῆμα', 'rhēma'],
    ['ἀρραβών', 'arrhabōn'],
    ['Μωϋσῆς', 'mōysēs'],
    ['τῷ', 'tǭ'],
    ['ᾅδης', 'hądēs'],
    ['αὐτοῦ', 'autou'],
    ['οἱ', 'hoi'],
    ['εὐαγγέλιον', 'euangelion'],
  ])('printed breathings and iota subscripts: %s → %s', (word, latin) => {
    expect(transliterateGreek(word)).toBe(latin);
  });
});
