import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseIntPipe,
  Patch,
  Post,
  Query,
} from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PlanDetail, PlansResponse, UserPlan } from '@strongs/contracts';
import { CurrentUser, RequireSession, type SessionUser } from '@strongs/nest-common';
import { ChangePlanDto } from './dto/change-plan.dto';
import { PlanTodayDto } from './dto/plan-today.dto';
import { StartPlanDto } from './dto/start-plan.dto';
import { ReadingPlansService } from './reading-plans.service';

@ApiTags('reading plans')
@Controller('api/me/plans')
@RequireSession()
export class ReadingPlansController {
  constructor(private readonly plans: ReadingPlansService) {}

  @Get()
  @ApiOperation({ summary: "The plans one can start, and the user's started plans with their progress" })
  list(@Query() query: PlanTodayDto, @CurrentUser() user: SessionUser): Promise<PlansResponse> {
    return this.plans.list(user.id, query.today);
  }

  @Post()
  @ApiOperation({ summary: 'Start a plan on a date (starting it again answers the plan already started)' })
  @ApiBadRequestResponse({ description: 'No such plan, not a date, or over the limit of plans' })
  start(
    @Body() dto: StartPlanDto,
    @Query() query: PlanTodayDto,
    @CurrentUser() user: SessionUser,
  ): Promise<UserPlan> {
    return this.plans.start(user.id, dto.plan, dto.startDate, query.today);
  }

  @Get(':id')
  @ApiOperation({ summary: 'A started plan with every day: its date, its readings and whether it is done' })
  @ApiNotFoundResponse({ description: 'No such plan of this user' })
  detail(
    @Param('id', ParseIntPipe) id: number,
    @Query() query: PlanTodayDto,
    @CurrentUser() user: SessionUser,
  ): Promise<PlanDetail> {
    return this.plans.detail(user.id, id, query.today);
  }

  @Patch(':id')
  @ApiOperation({ summary: "Choose how to catch up after a missed day: 'shift' or 'double'" })
  @ApiNotFoundResponse({ description: 'No such plan of this user' })
  change(
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: ChangePlanDto,
    @Query() query: PlanTodayDto,
    @CurrentUser() user: SessionUser,
  ): Promise<UserPlan> {
    return this.plans.setCatchUp(user.id, id, dto.catchUp, query.today);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Stop a plan: it goes with its days done' })
  @ApiNotFoundResponse({ description: 'No such plan of this user' })
  remove(@Param('id', ParseIntPipe) id: number, @CurrentUser() user: SessionUser): Promise<void> {
    return this.plans.remove(user.id, id);
  }
}
