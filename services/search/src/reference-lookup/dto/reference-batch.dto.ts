import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength } from 'class-validator';

export const MAX_BATCH_REFERENCES = 200;

export class ReferenceBatchDto {
  @ApiProperty({
    type: [String],
    maxItems: MAX_BATCH_REFERENCES,
    example: ['Genesis 1:1', 'John 3:16', 'Gen 51:1'],
  })
  // class-validator reports the decorator nearest the property first: the type check goes last.
  @MaxLength(200, { each: true, message: 'a reference is at most 200 characters' })
  @IsString({ each: true, message: 'references must be an array of strings' })
  @ArrayMaxSize(MAX_BATCH_REFERENCES, {
    message: `references can hold at most ${MAX_BATCH_REFERENCES} items`,
  })
  @IsArray({ message: 'references must be an array of strings' })
  references: string[];

  @ApiPropertyOptional({
    description: 'Version code (default rstne: the parallel view asks for RSTNE text)',
    default: 'rstne',
  })
  @IsOptional()
  @IsString()
  @MaxLength(40, { message: 'version is too long' })
  version?: string;

  @ApiPropertyOptional({
    description:
      "The version whose verse numbers the references use (a WLC hit's 'Isaiah 9:5' is KJV 9:6); default KJV numbers",
    example: 'wlc',
  })
  @IsOptional()
  @IsString()
  @MaxLength(40, { message: 'numbering is too long' })
  numbering?: string;
}
