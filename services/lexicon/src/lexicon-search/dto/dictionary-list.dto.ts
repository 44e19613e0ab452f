import { ApiProperty } from '@nestjs/swagger';
import type { DictionaryListResponse } from '@strongs/contracts';
import { LexiconEntryDto } from '../../lexicon-entries/dto/entry-response.dto';
import { PaginationDto } from '../../shared/pagination.dto';

export class DictionaryListDto implements DictionaryListResponse {
  @ApiProperty({ type: [LexiconEntryDto] }) entries: LexiconEntryDto[];
  @ApiProperty({ type: PaginationDto }) pagination: PaginationDto;
}
