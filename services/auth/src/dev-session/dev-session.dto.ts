import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';

/** What the developer test page sends; recorded nowhere, accepted so the call matches the spec. */
export class DevSessionDto {
  @ApiPropertyOptional()
  @Allow()
  timestamp?: unknown;

  @ApiPropertyOptional()
  @Allow()
  requestId?: unknown;

  @ApiPropertyOptional({ description: '{userAgent, viewportWidth, viewportHeight}' })
  @Allow()
  clientInfo?: unknown;
}
