import { ApiProperty } from '@nestjs/swagger';
import { PASSWORD_MAX_LENGTH } from '@strongs/contracts';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PasswordRule } from '../../passwords/password-policy';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** class-validator reports the decorator nearest the property first: 'required' stays last. */
export class LoginDto {
  @ApiProperty({ example: 'ruth' })
  @Transform(trim)
  @MaxLength(256, { message: 'Invalid username or password' })
  @IsNotEmpty({ message: 'Username is required' })
  @IsString({ message: 'Username is required' })
  username: string;

  @ApiProperty({ format: 'password' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: PasswordRule.tooLong })
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  password: string;
}
