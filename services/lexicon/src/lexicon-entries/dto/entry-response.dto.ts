import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {
  BookOccurrenceCount,
  DictionaryEntryResponse,
  ExampleOccurrence,
  KjvTranslationCount,
  LexiconEntry,
  LexiconLanguage,
  RelatedEntry,
  RelatedEntryKind,
  VersionTranslations,
} from '@strongs/contracts';

/** OpenAPI shapes of an entry (alone, as a search result, and whole); the types live in @strongs/contracts. */
export class LexiconEntryDto implements LexiconEntry {
  @ApiProperty({ example: 'H7225', description: "The Strong's number (entries have no other id)" })
  id: string;
  @ApiProperty({ example: 'H7225' }) strongsNumber: string;
  @ApiProperty({ enum: ['hebrew', 'greek'] }) language: LexiconLanguage;
  @ApiProperty({ example: 'רֵאשִׁית' }) word: string;
  @ApiProperty({ example: 'rêʼshîyth' }) transliteration: string;
  @ApiProperty({ example: "ray-sheeth'" }) pronunciation: string;
  @ApiProperty({ example: 'the first, in place, time, order or rank (specifically, a firstfruit)' })
  definition: string;
  @ApiProperty({ example: 'from the same as H7218 (רֹאשׁ);' }) origin: string;
  @ApiProperty({ example: 'beginning, chief(-est), first(-fruits, part, time), principal thing.' })
  usage: string;
}

export class KjvTranslationCountDto implements KjvTranslationCount {
  @ApiProperty({ example: 'beginning' }) translation: string;
  @ApiProperty({ example: 49 }) count: number;
}

export class VersionTranslationsDto implements VersionTranslations {
  @ApiProperty({ example: 'rv1909' }) version: string;
  @ApiProperty({ example: 'Reina-Valera 1909' }) name: string;
  @ApiProperty({ example: 'RV1909' }) abbreviation: string;
  @ApiProperty({ example: 'es' }) language: string;
  @ApiProperty({ type: [KjvTranslationCountDto], description: 'Most frequent first' })
  translations: KjvTranslationCountDto[];
  @ApiProperty({ example: 142, description: "The version's tagged phrases carrying the number" })
  totalWords: number;
}

export class BookOccurrenceCountDto implements BookOccurrenceCount {
  @ApiProperty({ example: 'Genesis' }) book: string;
  @ApiProperty({ example: 1 }) bookNumber: number;
  @ApiProperty({ example: 'Gen' }) abbreviation: string;
  @ApiProperty({ example: 6, description: 'Verses of the book tagged with the number' }) count: number;
  @ApiProperty({ example: 6, description: 'Tagged words in the book' }) words: number;
}

const RELATIONS: RelatedEntryKind[] = [
  'derives_from',
  'same_root',
  'compare',
  'see',
  'derived',
  'same_root_neighbour',
];

export class RelatedEntryDto implements RelatedEntry {
  @ApiProperty({ example: 'H7218' }) strongsNumber: string;
  @ApiProperty({ enum: ['hebrew', 'greek'] }) language: LexiconLanguage;
  @ApiProperty({ example: 'רֹאשׁ' }) word: string;
  @ApiProperty({ example: 'rôʼsh' }) transliteration: string;
  @ApiProperty({ example: 'the head (as most easily shaken)' }) gloss: string;
  @ApiProperty({ enum: RELATIONS }) relation: RelatedEntryKind;
}

export class ExampleOccurrenceDto implements ExampleOccurrence {
  @ApiProperty({ example: 'Genesis 1:1' }) reference: string;
  @ApiProperty({ example: 'In the beginning God created the heaven and the earth.' }) text: string;
  @ApiPropertyOptional({ description: 'The verse title, when the number is tagged in it' }) heading?: string;
}

export class DictionaryEntryDto extends LexiconEntryDto implements DictionaryEntryResponse {
  @ApiProperty({ description: 'Same as word' }) originalWord: string;
  @ApiProperty({ description: 'Same as origin' }) etymology: string;
  @ApiPropertyOptional({ type: String, nullable: true, example: 'verb' }) partOfSpeech: string | null;
  @ApiProperty({ type: [String], description: 'The definition split into its senses' }) outline: string[];
  @ApiProperty() aramaic: boolean;
  @ApiProperty({ type: [KjvTranslationCountDto] }) kjvTranslations: KjvTranslationCountDto[];
  @ApiProperty({
    type: [VersionTranslationsDto],
    description: 'Renderings in the other published translations tagged with Strong\u2019s numbers (RV1909)',
  })
  versionTranslations: VersionTranslationsDto[];
  @ApiProperty({ example: 50, description: 'KJV words tagged with the number' }) totalWords: number;
  @ApiProperty({ example: 48, description: 'KJV verses tagged with the number' }) totalVerses: number;
  @ApiProperty({ type: [BookOccurrenceCountDto] }) occurrencesByBook: BookOccurrenceCountDto[];
  @ApiProperty({ type: [RelatedEntryDto] }) related: RelatedEntryDto[];
  @ApiProperty({ type: [ExampleOccurrenceDto], description: 'The first 10 KJV verses' })
  occurrences: ExampleOccurrenceDto[];
}
