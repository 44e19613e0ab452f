import { IsNotEmpty, IsString, MaxLength, NotContains } from 'class-validator';

// The first failed rule is the answer, and class-validator lists the lowest decorator first: "required" goes last.

/** What a text is published with: its name, source, licence and coverage, recorded by the administrator. */
export class PublishVersionDto {
  @MaxLength(120)
  @IsString({ message: 'Name is required' })
  @IsNotEmpty({ message: 'Name is required' })
  name!: string;

  @MaxLength(500)
  @IsString({ message: 'Source is required' })
  @IsNotEmpty({ message: 'Source is required' })
  source!: string;

  @MaxLength(500)
  @NotContains('not yet recorded', { message: 'Licence must be recorded before the text is published' })
  @IsString({ message: 'Licence is required' })
  @IsNotEmpty({ message: 'Licence is required' })
  licence!: string;

  /** What part of the Bible the text holds ("Ruth only, 85 verses"); empty for a whole Bible. */
  @MaxLength(200)
  @IsString({ message: 'Coverage is required (empty for a whole Bible)' })
  coverage!: string;
}
