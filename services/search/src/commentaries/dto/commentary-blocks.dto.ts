import { ApiPropertyOptional } from '@nestjs/swagger';
import { COMMENTARY_MAX_BLOCKS } from '@strongs/contracts';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { WholeNumber } from '../../common/query-transforms';

const LIMIT_MESSAGE = `blockLimit must be a whole number from 1 to ${COMMENTARY_MAX_BLOCKS}`;
const OFFSET_MESSAGE = 'blockOffset must be a whole number from 0';

/** A window of each section's blocks: a Treasury of David psalm runs to thousands of paragraphs. */
export class CommentaryBlocksQueryDto {
  @ApiPropertyOptional({ minimum: 0, default: 0, description: 'Blocks of each section to skip' })
  @IsOptional()
  @WholeNumber()
  @Min(0, { message: OFFSET_MESSAGE })
  @IsInt({ message: OFFSET_MESSAGE })
  blockOffset?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: COMMENTARY_MAX_BLOCKS, default: 200 })
  @IsOptional()
  @WholeNumber()
  @Max(COMMENTARY_MAX_BLOCKS, { message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @IsInt({ message: LIMIT_MESSAGE })
  blockLimit?: number;
}
