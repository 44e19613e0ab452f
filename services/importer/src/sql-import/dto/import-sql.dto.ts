import { IsOptional, IsString, MaxLength } from 'class-validator';

/** Both are required; the service answers with the spec's one message when either is missing. */
export class ImportSqlDto {
  @IsOptional()
  @IsString()
  @MaxLength(200)
  filename?: string;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  tableName?: string;
}
