import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional } from 'class-validator';
import { StudyContentDto } from './study-content.dto';

/** A new item on one verse, or on verse..endVerse of the same chapter (KJV numbering). */
export class CreateStudyItemDto extends StudyContentDto {
  @ApiProperty({ minimum: 1, maximum: 66 })
  @IsInt({ message: 'book must be a number from 1 to 66' })
  book: number;

  @ApiProperty({ minimum: 1 })
  @IsInt({ message: 'chapter must be a whole number' })
  chapter: number;

  @ApiProperty({ minimum: 1 })
  @IsInt({ message: 'verse must be a whole number' })
  verse: number;

  @ApiPropertyOptional({ description: 'The last verse of a range; the same chapter' })
  @IsOptional()
  @IsInt({ message: 'endVerse must be a whole number' })
  endVerse?: number;
}
