import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import { SETTING_DATA_TYPES, type SettingDataType } from '@strongs/contracts';

export const SETTING_KEY_PATTERN = /^[a-z][a-z0-9_.]{1,63}$/;

export class UpdateSettingDto {
  /** Text, number, boolean or a JSON value: checked against the setting's data type. */
  @IsDefined({ message: 'Value is required' })
  value!: unknown;
}

export class CreateSettingDto {
  @Matches(SETTING_KEY_PATTERN, {
    message: 'Key must start with a letter and use lower-case letters, digits, _ and . (2 to 64 characters)',
  })
  @IsNotEmpty({ message: 'Key is required' })
  key!: string;

  @IsString()
  @MaxLength(200)
  @IsNotEmpty({ message: 'Label is required' })
  label!: string;

  @IsDefined({ message: 'Value is required' })
  value!: unknown;

  @IsString()
  @Matches(/^[A-Za-z0-9 _-]{1,40}$/, { message: 'Category must be 1 to 40 letters, digits, spaces, _ or -' })
  @IsNotEmpty({ message: 'Category is required' })
  category!: string;

  @IsOptional()
  @IsIn(SETTING_DATA_TYPES, { message: 'Data type must be string, number, boolean or json' })
  dataType: SettingDataType = 'string';

  @IsOptional()
  @IsString()
  @MaxLength(1000)
  description?: string;

  @IsOptional()
  defaultValue?: unknown;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @IsString({ each: true })
  options?: string[];

  @IsOptional()
  @IsBoolean()
  isProtected = false;

  @IsOptional()
  @IsBoolean()
  isSystem = false;
}
