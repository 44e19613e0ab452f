import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { SystemSetting } from '@strongs/contracts';
import { RequireRole } from '@strongs/nest-common';
import { CreateSettingDto, UpdateSettingDto } from './dto/settings.dto';
import { SettingsService } from './settings.service';

@ApiTags('system settings')
@Controller('api/system-settings')
@RequireRole('admin')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get('categories')
  categories(): Promise<string[]> {
    return this.settings.categories();
  }

  @Get('category/:category')
  inCategory(@Param('category') category: string): Promise<SystemSetting[]> {
    return this.settings.inCategory(category);
  }

  @Put(':key')
  update(@Param('key') key: string, @Body() body: UpdateSettingDto): Promise<SystemSetting> {
    return this.settings.update(key, body.value);
  }

  @Post()
  create(@Body() body: CreateSettingDto): Promise<SystemSetting> {
    return this.settings.create(body);
  }

  @Delete(':key')
  @HttpCode(200)
  async delete(@Param('key') key: string): Promise<{ deleted: true }> {
    await this.settings.delete(key);
    return { deleted: true };
  }
}
