import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsString, Max, MaxLength, Min } from 'class-validator';

export class VerseParamsDto {
  @ApiProperty({ description: 'Book number (1-66), name or abbreviation', example: 'Genesis' })
  @IsString()
  @MaxLength(40, { message: 'book must be at most 40 characters' })
  book: string;

  @ApiProperty({ example: 1 })
  @Type(() => Number)
  @Min(1, { message: 'chapter must be 1 or more' })
  @Max(150, { message: 'chapter must be at most 150' })
  @IsInt({ message: 'chapter must be a whole number' })
  chapter: number;

  @ApiProperty({ example: 1 })
  @Type(() => Number)
  @Min(1, { message: 'verse must be 1 or more' })
  @Max(176, { message: 'verse must be at most 176' })
  @IsInt({ message: 'verse must be a whole number' })
  verse: number;
}
