import { ApiProperty } from '@nestjs/swagger';
import type { VerseStrongsResponse, VerseStrongsWord } from '@strongs/contracts';

export class VerseStrongsWordDto implements VerseStrongsWord {
  @ApiProperty({ example: 'beginning' }) word: string;
  @ApiProperty({ example: 'H7225' }) strongsNumber: string;
  @ApiProperty({
    example: 'the first, in place, time, order or rank (specifically, a firstfruit)',
    maxLength: 100,
  })
  definition: string;
  @ApiProperty({ example: 'rêʼshîyth' }) transliteration: string;
  @ApiProperty({
    example: 'רֵאשִׁית',
    description: "The entry's headword; for a form number such as G2258, the form ('ἦν')",
  })
  lemma: string;
}

export class VerseStrongsDto implements VerseStrongsResponse {
  @ApiProperty({ example: 'Genesis 1:1' }) reference: string;
  @ApiProperty({ example: 'Genesis' }) book: string;
  @ApiProperty({ example: 1 }) bookNumber: number;
  @ApiProperty({ example: 1 }) chapter: number;
  @ApiProperty({ example: 1 }) verse: number;
  @ApiProperty({ example: 'In the beginning God created the heaven and the earth.' }) text: string;
  @ApiProperty({ example: 'In the beginning{H7225} God{H430} created{H853}{H1254} the heaven{H8064} …' })
  rawText: string;
  @ApiProperty({ type: [VerseStrongsWordDto] }) strongsWords: VerseStrongsWordDto[];
}
