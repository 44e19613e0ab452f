import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { AD_POSITIONS, CONTENT_BOX_POSITIONS, type AdPosition, type ContentBoxPosition } from '@strongs/contracts';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const MAX_HTML = 100_000;

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export class AdvertisementDto {
  @Transform(trimmed)
  @IsString()
  @MaxLength(200)
  @IsNotEmpty({ message: 'Title is required' })
  title!: string;

  @IsString()
  @MaxLength(MAX_HTML)
  @IsNotEmpty({ message: 'Content is required' })
  content!: string;

  @IsIn(AD_POSITIONS, { message: `Position must be one of: ${AD_POSITIONS.join(', ')}` })
  @IsNotEmpty({ message: 'Position is required' })
  position!: AdPosition;

  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? null : trimmed({ value })))
  @ValidateIf((_o, value) => value !== null)
  @IsString()
  @MaxLength(2000)
  linkUrl?: string | null;

  @IsOptional()
  @IsBoolean()
  active = true;
}

export class ContentBoxDto {
  @Transform(trimmed)
  @IsString()
  @MaxLength(200)
  @IsNotEmpty({ message: 'Title is required' })
  title!: string;

  @IsString()
  @MaxLength(MAX_HTML)
  @IsNotEmpty({ message: 'Content is required' })
  content!: string;

  @IsIn(CONTENT_BOX_POSITIONS, { message: `Position must be one of: ${CONTENT_BOX_POSITIONS.join(', ')}` })
  @IsNotEmpty({ message: 'Position is required' })
  position!: ContentBoxPosition;

  @IsOptional()
  @IsBoolean()
  active = true;
}

export class CustomPageDto {
  @Transform(trimmed)
  @IsString()
  @MaxLength(200)
  @IsNotEmpty({ message: 'Title is required' })
  title!: string;

  @Transform(trimmed)
  @Matches(SLUG_PATTERN, { message: 'Slug may contain only lower-case letters, digits and single hyphens (a-z, 0-9, -)' })
  @MaxLength(100)
  @IsNotEmpty({ message: 'Slug is required' })
  slug!: string;

  @IsString()
  @MaxLength(MAX_HTML)
  @IsNotEmpty({ message: 'Content is required' })
  content!: string;

  @IsOptional()
  @IsBoolean()
  active = true;
}

export class PositionQuery {
  @IsOptional()
  @IsString()
  position?: string;
}
