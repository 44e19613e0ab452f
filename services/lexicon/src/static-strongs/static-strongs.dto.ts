import { ApiProperty } from '@nestjs/swagger';
import type { StaticStrongsDefinition } from '@strongs/contracts';

export class StaticStrongsDto implements StaticStrongsDefinition {
  @ApiProperty({ example: 'G26' }) strongsNumber: string;
  @ApiProperty({ example: 'ἀγάπη' }) word: string;
  @ApiProperty({ example: 'agápē' }) transliteration: string;
  @ApiProperty({ example: "ag-ah'-pay" }) pronunciation: string;
  @ApiProperty({ example: 'love, i.e. affection or benevolence; specially (plural) a love-feast' })
  definition: string;
}
