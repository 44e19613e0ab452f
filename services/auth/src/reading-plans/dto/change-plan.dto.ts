import { ApiProperty } from '@nestjs/swagger';
import { CATCH_UP_MODES } from '@strongs/scripture';
import { IsIn } from 'class-validator';

export class ChangePlanDto {
  @ApiProperty({
    enum: CATCH_UP_MODES,
    description:
      "After a missed day: 'shift' the schedule so today is the first day not done, or 'double' up",
  })
  @IsIn(CATCH_UP_MODES, { message: `catchUp must be one of ${CATCH_UP_MODES.join(', ')}` })
  catchUp: 'shift' | 'double';
}
