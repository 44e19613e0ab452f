import { ApiProperty } from '@nestjs/swagger';
import { PASSWORD_MAX_LENGTH } from '@strongs/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PasswordRule } from '../../passwords/password-policy';

export class DeleteAccountDto {
  @ApiProperty({ format: 'password', description: 'The current password, to confirm' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: PasswordRule.tooLong })
  @IsNotEmpty({ message: 'The current password is required' })
  @IsString({ message: 'The current password is required' })
  password: string;
}
