import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';

/**
 * The web sends what it cached ({sessionId, userId, username}); none of it is trusted. The session
 * cookie alone decides whose session is rotated.
 */
export class RefreshSessionDto {
  @ApiPropertyOptional({ description: 'Ignored' })
  @Allow()
  sessionId?: unknown;

  @ApiPropertyOptional({ description: 'Ignored' })
  @Allow()
  userId?: unknown;

  @ApiPropertyOptional({ description: 'Ignored' })
  @Allow()
  username?: unknown;
}
