import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { LINK_MESSAGES } from '../email-verification.errors';

export class VerifyEmailDto {
  @ApiProperty({ description: 'The token of the link in the e-mail (43 characters, base64url)' })
  @Matches(/^[A-Za-z0-9_-]{43}$/, { message: LINK_MESSAGES.unknown })
  @IsString({ message: LINK_MESSAGES.unknown })
  token: string;
}
