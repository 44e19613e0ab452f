import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** OpenAPI descriptions of the search response (the types themselves live in @strongs/contracts). */
export class SearchResultItemDoc {
  @ApiProperty({ example: 'kjv-1-1-1' }) id: string;
  @ApiProperty({ example: 'Genesis 1:1' }) title: string;
  @ApiProperty({ example: 'Genesis 1:1\tIn the beginning God created the heaven and the earth.' })
  content: string;
  @ApiProperty({ example: 'In the beginning God created the heaven and the earth.' }) text: string;
  @ApiProperty({ enum: ['bible'] }) sourceType: 'bible';
  @ApiProperty({ minimum: 1, maximum: 66 }) book: number;
  @ApiProperty({ example: 'Genesis' }) bookName: string;
  @ApiProperty() chapter: number;
  @ApiProperty() verse: number;
  @ApiProperty({ example: 'Genesis 1:1' }) reference: string;
  @ApiProperty({ example: 'kjv' }) version: string;
  @ApiProperty({ type: [String], example: ['beginning'] }) matchedWords: string[];
  @ApiPropertyOptional({
    description: 'With strongs=true: tokens {text, strongs[], added, divine, red}',
    type: 'array',
    items: { type: 'object' },
  })
  tokens?: unknown[];
  @ApiPropertyOptional({ example: 'In the beginning{H7225} God{H430}' }) taggedText?: string;
  @ApiPropertyOptional({
    example: 'To the chief Musician, A Psalm of David.',
    description: 'The verse title, when the searched number is tagged in it',
  })
  heading?: string;
  @ApiPropertyOptional({
    description:
      'WLC: the ketiv/qere words the query matched, {variant: ketiv | qere, word, ketiv, qere}; a qere is read, not printed',
    type: 'array',
    items: { type: 'object' },
  })
  readings?: unknown[];
  @ApiPropertyOptional({
    example: 'Psalms 89:12',
    description:
      'A version numbered otherwise (the WLC): the KJV verse(s) the hit is, when its number differs',
  })
  kjvReference?: string;
  @ApiPropertyOptional({
    example: 89,
    description: 'With kjvReference: the first KJV verse, where links open',
  })
  kjvChapter?: number;
  @ApiPropertyOptional({ example: 12 }) kjvVerse?: number;
  @ApiPropertyOptional({ description: 'The hit is a Psalm superscription, the KJV title of kjvVerse 1' })
  psalmTitle?: boolean;
}

export class SearchResponseDoc {
  @ApiProperty({ type: [SearchResultItemDoc] }) results: SearchResultItemDoc[];
  @ApiProperty({ description: 'Exact number of matching verses' }) totalResults: number;
  @ApiProperty() totalPages: number;
  @ApiProperty() currentPage: number;
  @ApiProperty() perPage: number;
  @ApiProperty() query: string;
  @ApiProperty({ example: 'kjv' }) version: string;
  @ApiProperty({ enum: ['words', 'strongs', 'reference'] }) kind: string;
  @ApiPropertyOptional({ example: 'beginning' }) didYouMean?: string;
  @ApiPropertyOptional({
    enum: ['canonical', 'relevance'],
    description:
      'Order of the results: relevance over more than 2,000 matches comes back canonical (bounded cost)',
  })
  sort?: string;
}
