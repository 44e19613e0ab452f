import { ApiPropertyOptional } from '@nestjs/swagger';
import { HIGHLIGHT_COLOURS, STUDY_LIMITS } from '@strongs/contracts';
import { IsOptional, IsString } from 'class-validator';

/**
 * What an item says: a highlight's colour, a note's body, a bookmark's label and folder. Which of them
 * a kind takes, and their limits, are checked by study-item-rules (the same rules run on import).
 */
export class StudyContentDto {
  @ApiPropertyOptional({ enum: HIGHLIGHT_COLOURS, description: 'Highlights' })
  @IsOptional()
  @IsString({ message: 'colour must be text' })
  colour?: string;

  @ApiPropertyOptional({
    description: `Notes: plain text with a small Markdown subset, at most ${STUDY_LIMITS.noteBytes} bytes`,
  })
  @IsOptional()
  @IsString({ message: 'body must be text' })
  body?: string;

  @ApiPropertyOptional({ maxLength: STUDY_LIMITS.labelChars, description: 'Bookmarks' })
  @IsOptional()
  @IsString({ message: 'label must be text' })
  label?: string;

  @ApiPropertyOptional({ maxLength: STUDY_LIMITS.folderChars, nullable: true, description: 'Bookmarks' })
  @IsOptional()
  @IsString({ message: 'folder must be text' })
  folder?: string | null;
}
