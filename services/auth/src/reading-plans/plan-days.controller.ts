import { Controller, Delete, Get, Param, ParseIntPipe, Put, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PlanDayReading, PlanTodayResponse, UserPlan } from '@strongs/contracts';
import { CurrentUser, RequireSession, type SessionUser } from '@strongs/nest-common';
import { PlanTodayDto } from './dto/plan-today.dto';
import { ReadingPlansService } from './reading-plans.service';

@ApiTags('reading plans')
@Controller('api/me/plans/:id')
@RequireSession()
@ApiNotFoundResponse({ description: 'No such plan of this user, or no such day in it' })
export class PlanDaysController {
  constructor(private readonly plans: ReadingPlansService) {}

  @Get('today')
  @ApiOperation({
    summary: "Today's reading: today's day, and the missed days too when the reader doubles up",
  })
  today(
    @Param('id', ParseIntPipe) id: number,
    @Query() query: PlanTodayDto,
    @CurrentUser() user: SessionUser,
  ): Promise<PlanTodayResponse> {
    return this.plans.today(user.id, id, query.today);
  }

  @Get('days/:day')
  @ApiOperation({ summary: "One day's reading: a passage list per track" })
  day(
    @Param('id', ParseIntPipe) id: number,
    @Param('day', ParseIntPipe) day: number,
    @Query() query: PlanTodayDto,
    @CurrentUser() user: SessionUser,
  ): Promise<PlanDayReading> {
    return this.plans.day(user.id, id, day, query.today);
  }

  @Put('days/:day')
  @ApiOperation({ summary: 'Mark a day done (again is the same); answers the plan with its progress' })
  markDone(
    @Param('id', ParseIntPipe) id: number,
    @Param('day', ParseIntPipe) day: number,
    @Query() query: PlanTodayDto,
    @CurrentUser() user: SessionUser,
  ): Promise<UserPlan> {
    return this.plans.mark(user.id, id, day, true, query.today);
  }

  @Delete('days/:day')
  @ApiOperation({ summary: 'Mark a day not done (again is the same); answers the plan with its progress' })
  markUndone(
    @Param('id', ParseIntPipe) id: number,
    @Param('day', ParseIntPipe) day: number,
    @Query() query: PlanTodayDto,
    @CurrentUser() user: SessionUser,
  ): Promise<UserPlan> {
    return this.plans.mark(user.id, id, day, false, query.today);
  }
}
