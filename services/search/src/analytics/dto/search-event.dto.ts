import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/** Either the results page's {query, database} or the Strong's page's {searchTerm, resultCount, searchType}. */
export class SearchEventDto {
  @ApiPropertyOptional({ maxLength: 500, example: 'in the beginning' })
  @IsOptional()
  @IsString({ message: 'query must be a string' })
  @MaxLength(500, { message: 'query is too long: at most 500 characters' })
  query?: string;

  @ApiPropertyOptional({ example: 'DB1' })
  @IsOptional()
  @IsString({ message: 'database must be a string' })
  @MaxLength(40, { message: 'database is too long' })
  database?: string;

  @ApiPropertyOptional({ maxLength: 500, example: 'H7225' })
  @IsOptional()
  @IsString({ message: 'searchTerm must be a string' })
  @MaxLength(500, { message: 'searchTerm is too long: at most 500 characters' })
  searchTerm?: string;

  @ApiPropertyOptional({ minimum: 0 })
  @IsOptional()
  @Max(10_000_000, { message: 'resultCount is too large' })
  @Min(0, { message: 'resultCount must be a whole number' })
  @IsInt({ message: 'resultCount must be a whole number' })
  resultCount?: number;

  @ApiPropertyOptional({ enum: ['text', 'strongs', 'reference'] })
  @IsOptional()
  @IsIn(['text', 'strongs', 'reference'], { message: 'searchType must be text, strongs or reference' })
  searchType?: 'text' | 'strongs' | 'reference';
}
