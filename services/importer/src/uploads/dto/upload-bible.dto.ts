import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

/** Checked in the service, which also removes the uploaded part when the form is refused. */
export class UploadBibleDto {
  @IsOptional()
  @IsString()
  @MaxLength(40)
  bibleVersion?: string;
}

export class ImportBibleDto {
  @IsString()
  @IsNotEmpty({ message: 'version is required' })
  @MaxLength(40)
  version!: string;

  @IsString()
  @IsNotEmpty({ message: 'filePath is required' })
  @MaxLength(200)
  filePath!: string;

  /** The token of the dry-run summary the administrator accepted. */
  @IsOptional()
  @IsString()
  @MaxLength(64)
  confirm?: string;
}
