import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { BaseConfig } from '@strongs/nest-common';

export class ImporterConfig extends BaseConfig {
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(65535)
  override PORT = 3104;
}
