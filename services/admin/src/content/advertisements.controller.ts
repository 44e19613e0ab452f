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
import type { Advertisement } from '@strongs/contracts';
import { RequireRole } from '@strongs/nest-common';
import { ContentService } from './content.service';
import { AdvertisementDto, PositionQuery } from './dto/content.dto';

@ApiTags('advertisements')
@Controller('api')
export class AdvertisementsController {
  constructor(private readonly content: ContentService) {}

  /** Public: the active ones, optionally of one position. */
  @Get('advertisements')
  listActive(@Query() query: PositionQuery): Promise<Advertisement[]> {
    return this.content.listAds(query.position, true);
  }

  @Get('admin/advertisements')
  @RequireRole('admin')
  listAll(): Promise<Advertisement[]> {
    return this.content.listAds(undefined, false);
  }

  @Post('admin/advertisements')
  @RequireRole('admin')
  create(@Body() body: AdvertisementDto): Promise<Advertisement> {
    return this.content.saveAd(body);
  }

  @Put('admin/advertisements/:id')
  @RequireRole('admin')
  update(@Param('id', ParseIntPipe) id: number, @Body() body: AdvertisementDto): Promise<Advertisement> {
    return this.content.saveAd(body, id);
  }

  @Delete('admin/advertisements/:id')
  @RequireRole('admin')
  @HttpCode(200)
  async delete(@Param('id', ParseIntPipe) id: number): Promise<{ deleted: true }> {
    await this.content.deleteAd(id);
    return { deleted: true };
  }
}
