import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import {
  AD_POSITIONS,
  CONTENT_BOX_POSITIONS,
  type AdPosition,
  type ContentBoxPosition,
} from '@strongs/contracts';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const MAX_HTML = 100_000;

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

// The fields every kind of content shares. applyDecorators applies in list order, stacked decorators
// bottom-up: the lists are written bottom-up so the nearest rule still reports first ('… is required').
const TitleField = () =>
  applyDecorators(
    IsNotEmpty({ message: 'Title is required' }),
    MaxLength(200),
    IsString(),
    Transform(trimmed),
  );
const HtmlContentField = () =>
  applyDecorators(IsNotEmpty({ message: 'Content is required' }), MaxLength(MAX_HTML), IsString());
const ActiveFlag = () => applyDecorators(IsBoolean(), IsOptional());

export class AdvertisementDto {
  @TitleField()
  title!: string;

  @HtmlContentField()
  content!: string;

  @IsIn(AD_POSITIONS, { message: `Position must be one of: ${AD_POSITIONS.join(', ')}` })
  @IsNotEmpty({ message: 'Position is required' })
  position!: AdPosition;

  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value.trim() === '' ? null : trimmed({ value }),
  )
  @ValidateIf((_o, value) => value !== null)
  @IsString()
  @MaxLength(2000)
  linkUrl?: string | null;

  @ActiveFlag()
  active = true;
}

export class ContentBoxDto {
  @TitleField()
  title!: string;

  @HtmlContentField()
  content!: string;

  @IsIn(CONTENT_BOX_POSITIONS, { message: `Position must be one of: ${CONTENT_BOX_POSITIONS.join(', ')}` })
  @IsNotEmpty({ message: 'Position is required' })
  position!: ContentBoxPosition;

  @ActiveFlag()
  active = true;
}

export class CustomPageDto {
  @TitleField()
  title!: string;

  @Transform(trimmed)
  @Matches(SLUG_PATTERN, {
    message: 'Slug may contain only lower-case letters, digits and single hyphens (a-z, 0-9, -)',
  })
  @MaxLength(100)
  @IsNotEmpty({ message: 'Slug is required' })
  slug!: string;

  @HtmlContentField()
  content!: string;

  @ActiveFlag()
  active = true;
}

export class PositionQuery {
  @IsOptional()
  @IsString()
  position?: string;
}
