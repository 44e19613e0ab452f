import { IsOptional, IsString, MaxLength } from 'class-validator';

export class ConvertTextDto {
  @IsOptional()
  @IsString()
  @MaxLength(200)
  tableName?: string;
}
