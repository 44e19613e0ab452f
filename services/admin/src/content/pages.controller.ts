import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { CustomPage } from '@strongs/contracts';
import { RequireRole } from '@strongs/nest-common';
import { ContentService } from './content.service';
import { CustomPageDto } from './dto/content.dto';

@ApiTags('pages')
@Controller('api')
export class PagesController {
  constructor(private readonly content: ContentService) {}

  /** Public: a published page by its slug; unpublished and unknown pages are both 404. */
  @Get('pages/:slug')
  published(@Param('slug') slug: string): Promise<CustomPage> {
    return this.content.publishedPage(slug);
  }

  @Get('admin/pages')
  @RequireRole('admin')
  listAll(): Promise<CustomPage[]> {
    return this.content.listPages();
  }

  @Post('admin/pages')
  @RequireRole('admin')
  create(@Body() body: CustomPageDto): Promise<CustomPage> {
    return this.content.savePage(body);
  }

  @Put('admin/pages/:id')
  @RequireRole('admin')
  update(@Param('id', ParseIntPipe) id: number, @Body() body: CustomPageDto): Promise<CustomPage> {
    return this.content.savePage(body, id);
  }

  @Delete('admin/pages/:id')
  @RequireRole('admin')
  @HttpCode(200)
  async delete(@Param('id', ParseIntPipe) id: number): Promise<{ deleted: true }> {
    await this.content.deletePage(id);
    return { deleted: true };
  }
}
