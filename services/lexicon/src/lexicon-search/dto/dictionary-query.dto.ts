import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  DEFAULT_DICTIONARY_PAGE_SIZE,
  DICTIONARY_PAGE_SIZES,
  type LexiconLanguage,
} from '@strongs/contracts';

export class DictionaryQueryDto {
  @ApiPropertyOptional({ description: 'Page number, from 1', default: 1, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: 'page must be 1 or more' })
  @Max(100_000, { message: 'page must be at most 100000' })
  @IsInt({ message: 'page must be a whole number' })
  page = 1;

  @ApiPropertyOptional({
    description: 'Entries per page; absent: the dictionary_page_size setting',
    enum: DICTIONARY_PAGE_SIZES,
    default: DEFAULT_DICTIONARY_PAGE_SIZE,
  })
  @IsOptional()
  @Type(() => Number)
  @IsIn(DICTIONARY_PAGE_SIZES as readonly number[], {
    message: `limit must be one of ${DICTIONARY_PAGE_SIZES.join(', ')}`,
  })
  limit?: number;

  @ApiPropertyOptional({
    description:
      "A Strong's number (H7225, h07225, 7225), a Hebrew or Greek word with or without points or accents, a transliteration with or without diacritics (agape, reshith), or English words of the definition and KJV usage",
    maxLength: 100,
  })
  @IsOptional()
  @MaxLength(100, { message: 'query must be at most 100 characters' })
  @IsString({ message: 'query must be a single text' })
  query?: string;
}

/** `/api/dictionary/search` also takes the language as a filter, as the web sends it when not "all". */
export class DictionarySearchQueryDto extends DictionaryQueryDto {
  @ApiPropertyOptional({ enum: ['hebrew', 'greek'] })
  @IsOptional()
  @IsIn(['hebrew', 'greek'], { message: 'language must be hebrew or greek' })
  language?: LexiconLanguage;
}
