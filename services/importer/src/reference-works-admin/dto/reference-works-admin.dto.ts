import { IsInt, IsOptional, Matches, Min } from 'class-validator';

export class ReferenceWorkCodeParams {
  @Matches(/^[a-z0-9]{2,16}$/, { message: 'Not a reference work code' })
  code!: string;
}

/** The live generation the admin saw (the list's `generation`): a change since then is refused. */
export class ReferenceWorkChangeDto {
  @Min(0, { message: 'expectedGeneration must be the generation the reference works list shows' })
  @IsInt({ message: 'expectedGeneration must be the generation the reference works list shows' })
  expectedGeneration!: number;
}

export class RollbackReferenceWorkDto extends ReferenceWorkChangeDto {
  /** Which kept generation to restore; the newest when absent. */
  @IsOptional()
  @Min(0, { message: 'generation must be one of the kept generations the reference works list shows' })
  @IsInt({ message: 'generation must be one of the kept generations the reference works list shows' })
  generation?: number;
}
