import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ContentBox } from '@strongs/contracts';
import { RequireRole } from '@strongs/nest-common';
import { ContentService } from './content.service';
import { ContentBoxDto, PositionQuery } from './dto/content.dto';

@ApiTags('content-boxes')
@Controller('api')
export class ContentBoxesController {
  constructor(private readonly content: ContentService) {}

  /** Public: the active ones, optionally of one position. */
  @Get('content-boxes')
  listActive(@Query() query: PositionQuery): Promise<ContentBox[]> {
    return this.content.listBoxes(query.position, true);
  }

  @Get('admin/content-boxes')
  @RequireRole('admin')
  listAll(): Promise<ContentBox[]> {
    return this.content.listBoxes(undefined, false);
  }

  @Post('admin/content-boxes')
  @RequireRole('admin')
  create(@Body() body: ContentBoxDto): Promise<ContentBox> {
    return this.content.saveBox(body);
  }

  @Put('admin/content-boxes/:id')
  @RequireRole('admin')
  update(@Param('id', ParseIntPipe) id: number, @Body() body: ContentBoxDto): Promise<ContentBox> {
    return this.content.saveBox(body, id);
  }

  @Delete('admin/content-boxes/:id')
  @RequireRole('admin')
  @HttpCode(200)
  async delete(@Param('id', ParseIntPipe) id: number): Promise<{ deleted: true }> {
    await this.content.deleteBox(id);
    return { deleted: true };
  }
}
