import { Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { ADMIN_LIST_MAX_PAGE_SIZE, ADMIN_LIST_PAGE_SIZE, BIBLE_UPLOAD_EXTENSIONS } from '@strongs/contracts';

export const VERSIFICATIONS = ['kjv', 'nrsv', 'mt'] as const;

export class VersionCodeParams {
  @Matches(/^[a-z0-9_]{2,32}$/, { message: 'Not a version code' })
  code!: string;
}

/** Slot metadata the admin may edit; what is left out keeps its value. */
export class UpdateVersionMetadataDto {
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'Name must not be empty' })
  @MaxLength(120)
  name?: string;

  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'Source must not be empty' })
  @MaxLength(500)
  source?: string;

  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'Licence must not be empty' })
  @MaxLength(500)
  licence?: string;

  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsString()
  @MaxLength(1000)
  credit?: string | null;

  @IsOptional()
  @IsIn(VERSIFICATIONS, { message: `Versification must be one of: ${VERSIFICATIONS.join(', ')}` })
  versification?: string;
}

/** The live generation the admin saw (the version list's `generation`): a change since then is refused. */
export class ExpectedGenerationQuery {
  @Type(() => Number)
  @IsInt({ message: 'expectedGeneration must be the generation the version list shows' })
  @Min(0)
  expectedGeneration!: number;
}

export class RollbackVersionDto extends ExpectedGenerationQuery {
  /** Which kept generation to restore; the newest when absent. */
  @IsOptional()
  @IsInt({ message: 'generation must be one of the kept generations the version list shows' })
  @Min(0)
  generation?: number;
}

export class PageQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be an integer' })
  @Min(1, { message: 'page must be at least 1' })
  page = 1;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'pageSize must be an integer' })
  @Min(1, { message: 'pageSize must be at least 1' })
  @Max(ADMIN_LIST_MAX_PAGE_SIZE, { message: `pageSize must be at most ${ADMIN_LIST_MAX_PAGE_SIZE}` })
  pageSize = ADMIN_LIST_PAGE_SIZE;
}

export class StoredFileParams {
  @Matches(new RegExp(`^[a-z0-9_]{1,100}\\.(${BIBLE_UPLOAD_EXTENSIONS.map((e) => e.slice(1)).join('|')})$`), {
    message: 'Not an uploaded file name',
  })
  name!: string;
}

export class SqlTableParams {
  @Matches(/^[a-z_][a-z0-9_]{0,62}$/, { message: 'Not an SQL import table name' })
  name!: string;
}
