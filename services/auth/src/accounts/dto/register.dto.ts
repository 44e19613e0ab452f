import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
} from '@strongs/contracts';
import { Transform } from 'class-transformer';
import {
  IsEmail,
  IsNotEmpty,
  IsOptional,
  IsString,
  Length,
  Matches,
  MaxLength,
  MinLength,
} from 'class-validator';
import { PasswordRule } from '../../passwords/password-policy';

export const INVALID_EMAIL = 'Please enter a valid email address';
import { normalizeUsername, USERNAME_CHARACTERS, USERNAME_LENGTH } from '../../users/username';

/** class-validator reports the decorator nearest the property first: 'required' stays last. */
export class RegisterDto {
  @ApiProperty({
    example: 'ruth',
    description: 'Stored lower-case; 3 to 32 of a-z, 0-9, dot, dash, underscore',
  })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? normalizeUsername(value) : value,
  )
  @Matches(USERNAME_PATTERN, { message: USERNAME_CHARACTERS })
  @Length(USERNAME_MIN_LENGTH, USERNAME_MAX_LENGTH, { message: USERNAME_LENGTH })
  @IsNotEmpty({ message: 'Username is required' })
  @IsString({ message: 'Username is required' })
  username: string;

  @ApiProperty({
    format: 'password',
    minLength: PASSWORD_MIN_LENGTH,
    description: 'Not one of the common passwords',
  })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: PasswordRule.tooLong })
  @MinLength(PASSWORD_MIN_LENGTH, { message: PasswordRule.tooShort })
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  password: string;

  @ApiPropertyOptional({
    example: 'ruth@example.org',
    description: 'Optional; stored unverified, a link to verify it is e-mailed',
  })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim() || undefined : value,
  )
  @IsOptional()
  @MaxLength(254, { message: INVALID_EMAIL })
  @IsEmail({}, { message: INVALID_EMAIL })
  email?: string;
}
