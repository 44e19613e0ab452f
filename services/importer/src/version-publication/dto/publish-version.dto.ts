import { IsNotEmpty, IsString, MaxLength, NotContains } from 'class-validator';

/** What a text is published with: its name, source, licence and coverage, recorded by the administrator. */
export class PublishVersionDto {
  @IsString({ message: 'Name is required' })
  @IsNotEmpty({ message: 'Name is required' })
  @MaxLength(120)
  name!: string;

  @IsString({ message: 'Source is required' })
  @IsNotEmpty({ message: 'Source is required' })
  @MaxLength(500)
  source!: string;

  @IsString({ message: 'Licence is required' })
  @IsNotEmpty({ message: 'Licence is required' })
  @NotContains('not yet recorded', { message: 'Licence must be recorded before the text is published' })
  @MaxLength(500)
  licence!: string;

  /** What part of the Bible the text holds ("Ruth only, 85 verses"); empty for a whole Bible. */
  @IsString({ message: 'Coverage is required (empty for a whole Bible)' })
  @MaxLength(200)
  coverage!: string;
}
