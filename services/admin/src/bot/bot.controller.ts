import { Body, Controller, Get, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { BotErrorReport, BotInstruction, BotLog, BotRepair } from '@strongs/contracts';
import { RequireRole } from '@strongs/nest-common';
import { BotService } from './bot.service';
import {
  CreateInstructionDto,
  UpdateErrorReportDto,
  UpdateInstructionDto,
  UpdateRepairDto,
} from './dto/bot.dto';

@ApiTags('admin bot')
@Controller('api/admin/bot')
@RequireRole('admin')
export class BotController {
  constructor(private readonly bot: BotService) {}

  @Get('instructions')
  instructions(): Promise<BotInstruction[]> {
    return this.bot.instructions();
  }

  @Post('instructions')
  addInstruction(@Body() body: CreateInstructionDto): Promise<BotInstruction> {
    return this.bot.addInstruction(body.directive, body.priority);
  }

  @Put('instructions/:id')
  setInstructionActive(
    @Param('id', ParseIntPipe) id: number,
    @Body() body: UpdateInstructionDto,
  ): Promise<BotInstruction> {
    return this.bot.setInstructionActive(id, body.isActive);
  }

  @Get('logs')
  logs(): Promise<BotLog[]> {
    return this.bot.logs();
  }

  @Get('repairs')
  repairs(): Promise<BotRepair[]> {
    return this.bot.repairs();
  }

  @Put('repairs/:id')
  updateRepair(@Param('id', ParseIntPipe) id: number, @Body() body: UpdateRepairDto): Promise<BotRepair> {
    return this.bot.updateRepair(id, body.remedy, body.status);
  }

  @Get('errors')
  errors(): Promise<BotErrorReport[]> {
    return this.bot.errors();
  }

  @Put('errors/:id')
  updateError(
    @Param('id', ParseIntPipe) id: number,
    @Body() body: UpdateErrorReportDto,
  ): Promise<BotErrorReport> {
    return this.bot.updateError(id, body.resolution, body.status);
  }
}
