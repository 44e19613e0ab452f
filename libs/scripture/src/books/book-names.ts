/**
 * The 66 books in canonical order: OSIS id, display name, and the other names sources use
 * (SWORD key names, common abbreviations, USFM ids, Textus Receptus UTR file codes).
 * The OSIS id doubles as the OSHB WLC file name.
 */
export const BOOK_NAMES: readonly (readonly [osis: string, name: string, aliases: readonly string[]])[] = [
  ['Gen', 'Genesis', ['Ge', 'Gn', 'Gene']],
  ['Exod', 'Exodus', ['Exo', 'Ex', 'Exd']],
  ['Lev', 'Leviticus', ['Le', 'Lv']],
  ['Num', 'Numbers', ['Nu', 'Nm', 'Nb']],
  ['Deut', 'Deuteronomy', ['Deu', 'Dt', 'De']],
  ['Josh', 'Joshua', ['Jos', 'Jsh']],
  ['Judg', 'Judges', ['Jdg', 'Jdgs', 'Jg']],
  ['Ruth', 'Ruth', ['Rut', 'Rth', 'Ru']],
  [
    '1Sam',
    '1 Samuel',
    ['I Samuel', 'First Samuel', '1Sa', '1 Sa', '1Sm', '1 Sm', '1 Samuel', '1Samuel', 'I Sam'],
  ],
  ['2Sam', '2 Samuel', ['II Samuel', 'Second Samuel', '2Sa', '2 Sa', '2Sm', '2 Sm', '2Samuel', 'II Sam']],
  ['1Kgs', '1 Kings', ['I Kings', 'First Kings', '1Ki', '1 Ki', '1Kin', '1 Kgs', '1Kings', 'I Kgs']],
  ['2Kgs', '2 Kings', ['II Kings', 'Second Kings', '2Ki', '2 Ki', '2Kin', '2 Kgs', '2Kings', 'II Kgs']],
  [
    '1Chr',
    '1 Chronicles',
    ['I Chronicles', 'First Chronicles', '1Ch', '1 Ch', '1Chron', '1 Chron', '1Chronicles'],
  ],
  [
    '2Chr',
    '2 Chronicles',
    ['II Chronicles', 'Second Chronicles', '2Ch', '2 Ch', '2Chron', '2 Chron', '2Chronicles'],
  ],
  ['Ezra', 'Ezra', ['Ezr']],
  ['Neh', 'Nehemiah', ['Ne']],
  ['Esth', 'Esther', ['Est', 'Es']],
  ['Job', 'Job', ['Jb']],
  ['Ps', 'Psalms', ['Psalm', 'Psa', 'Pss', 'Psm', 'Pslm']],
  ['Prov', 'Proverbs', ['Pro', 'Prv', 'Pr']],
  ['Eccl', 'Ecclesiastes', ['Ecc', 'Eccles', 'Ec', 'Qoh', 'Qoheleth']],
  [
    'Song',
    'Song of Solomon',
    ['Song of Songs', 'Canticles', 'Canticle of Canticles', 'SOS', 'Sng', 'SS', 'Cant'],
  ],
  ['Isa', 'Isaiah', ['Is']],
  ['Jer', 'Jeremiah', ['Je', 'Jr']],
  ['Lam', 'Lamentations', ['La']],
  ['Ezek', 'Ezekiel', ['Eze', 'Ezk']],
  ['Dan', 'Daniel', ['Da', 'Dn']],
  ['Hos', 'Hosea', ['Ho']],
  ['Joel', 'Joel', ['Jl', 'Joe', 'Jol']],
  ['Amos', 'Amos', ['Am', 'Amo']],
  ['Obad', 'Obadiah', ['Ob', 'Oba', 'Obd']],
  ['Jonah', 'Jonah', ['Jon', 'Jnh']],
  ['Mic', 'Micah', ['Mi', 'Mc']],
  ['Nah', 'Nahum', ['Na', 'Nam']],
  ['Hab', 'Habakkuk', ['Hb']],
  ['Zeph', 'Zephaniah', ['Zep', 'Zp']],
  ['Hag', 'Haggai', ['Hg']],
  ['Zech', 'Zechariah', ['Zec', 'Zc']],
  ['Mal', 'Malachi', ['Ml']],
  ['Matt', 'Matthew', ['Mat', 'Mt', 'MT']],
  ['Mark', 'Mark', ['Mar', 'Mrk', 'Mk', 'Mr', 'MR']],
  ['Luke', 'Luke', ['Luk', 'Lk', 'LU']],
  ['John', 'John', ['Joh', 'Jhn', 'Jn', 'JOH']],
  ['Acts', 'Acts', ['Act', 'Ac', 'Acts of the Apostles', 'AC']],
  ['Rom', 'Romans', ['Ro', 'Rm', 'RO']],
  [
    '1Cor',
    '1 Corinthians',
    ['I Corinthians', 'First Corinthians', '1Co', '1 Co', '1 Cor', '1Corinthians', 'I Cor', '1CO'],
  ],
  [
    '2Cor',
    '2 Corinthians',
    ['II Corinthians', 'Second Corinthians', '2Co', '2 Co', '2 Cor', '2Corinthians', 'II Cor', '2CO'],
  ],
  ['Gal', 'Galatians', ['Ga', 'GA']],
  ['Eph', 'Ephesians', ['Ephes', 'EPH']],
  ['Phil', 'Philippians', ['Php', 'Pp', 'PHP']],
  ['Col', 'Colossians', ['Co', 'COL']],
  [
    '1Thess',
    '1 Thessalonians',
    ['I Thessalonians', 'First Thessalonians', '1Th', '1 Th', '1 Thess', '1Thes', '1 Thes', '1TH'],
  ],
  [
    '2Thess',
    '2 Thessalonians',
    ['II Thessalonians', 'Second Thessalonians', '2Th', '2 Th', '2 Thess', '2Thes', '2 Thes', '2TH'],
  ],
  ['1Tim', '1 Timothy', ['I Timothy', 'First Timothy', '1Ti', '1 Ti', '1 Tim', '1Timothy', '1TI']],
  ['2Tim', '2 Timothy', ['II Timothy', 'Second Timothy', '2Ti', '2 Ti', '2 Tim', '2Timothy', '2TI']],
  ['Titus', 'Titus', ['Tit', 'Ti', 'TIT']],
  ['Phlm', 'Philemon', ['Phm', 'Philem', 'Phlm', 'PHM']],
  ['Heb', 'Hebrews', ['He', 'HEB']],
  ['Jas', 'James', ['Jam', 'Jm', 'JAS']],
  ['1Pet', '1 Peter', ['I Peter', 'First Peter', '1Pe', '1 Pe', '1 Pet', '1Pt', '1Peter', '1PE']],
  ['2Pet', '2 Peter', ['II Peter', 'Second Peter', '2Pe', '2 Pe', '2 Pet', '2Pt', '2Peter', '2PE']],
  ['1John', '1 John', ['I John', 'First John', '1Jn', '1 Jn', '1Jo', '1 Jo', '1Joh', '1Jhn', '1JO']],
  ['2John', '2 John', ['II John', 'Second John', '2Jn', '2 Jn', '2Jo', '2 Jo', '2Joh', '2Jhn', '2JO']],
  ['3John', '3 John', ['III John', 'Third John', '3Jn', '3 Jn', '3Jo', '3 Jo', '3Joh', '3Jhn', '3JO']],
  ['Jude', 'Jude', ['Jud', 'Jd', 'JUDE']],
  ['Rev', 'Revelation', ['Revelation of John', 'Revelations', 'Re', 'Rv', 'Apocalypse', 'RE']],
];

/** USFM book ids (`\id GEN`), in canonical order. */
export const USFM_IDS: readonly string[] = (
  'GEN EXO LEV NUM DEU JOS JDG RUT 1SA 2SA 1KI 2KI 1CH 2CH EZR NEH EST JOB PSA PRO ECC SNG ISA JER LAM EZK DAN HOS ' +
  'JOL AMO OBA JON MIC NAM HAB ZEP HAG ZEC MAL MAT MRK LUK JHN ACT ROM 1CO 2CO GAL EPH PHP COL 1TH 2TH 1TI 2TI TIT ' +
  'PHM HEB JAS 1PE 2PE 1JN 2JN 3JN JUD REV'
).split(' ');
