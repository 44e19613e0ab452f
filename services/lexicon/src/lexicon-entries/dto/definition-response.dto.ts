import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { LexiconLanguage, Occurrence, StrongsDefinitionResponse } from '@strongs/contracts';
import { PaginationDto } from '../../shared/pagination.dto';

export class OccurrenceDto implements Occurrence {
  @ApiProperty({ example: 'Genesis' }) book: string;
  @ApiProperty({ example: 1 }) bookNumber: number;
  @ApiProperty({ example: 1 }) chapter: number;
  @ApiProperty({ example: 1 }) verse: number;
  @ApiProperty({ example: 'Genesis 1:1' }) reference: string;
  @ApiProperty({ example: 'In the beginning God created the heaven and the earth.' }) text: string;
  @ApiProperty({
    example: 'In the beginning{H7225} God{H430} created{H1254} the heaven{H8064} and{H853} the earth{H776}.',
  })
  rawText: string;
  @ApiProperty({
    type: [String],
    example: ['beginning'],
    description: 'The English words tagged with the number here',
  })
  matchedWords: string[];
  @ApiPropertyOptional({
    example: 'To the chief Musician, A Psalm of David.',
    description: 'The verse title, when the number is tagged in it',
  })
  heading?: string;
}

export class StrongsDefinitionDto implements StrongsDefinitionResponse {
  @ApiProperty({ example: 'H7225' }) strongsNumber: string;
  @ApiProperty({ enum: ['hebrew', 'greek'] }) language: LexiconLanguage;
  @ApiProperty({ example: 'רֵאשִׁית' }) word: string;
  @ApiProperty({ example: 'rêʼshîyth' }) transliteration: string;
  @ApiProperty({ example: "ray-sheeth'" }) pronunciation: string;
  @ApiProperty() definition: string;
  @ApiProperty() origin: string;
  @ApiProperty() usage: string;
  @ApiProperty({ example: 48, description: 'KJV verses tagged with the number' }) totalOccurrences: number;
  @ApiProperty({ type: [OccurrenceDto] }) occurrences: OccurrenceDto[];
  @ApiProperty({ type: PaginationDto, description: 'Paging of the occurrences' }) pagination: PaginationDto;
}
