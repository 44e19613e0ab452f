import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { createReadStream } from 'node:fs';
import type { ConvertedFilesResponse, ConvertTextToSqlResponse } from '@strongs/contracts';
import { RequireRole } from '@strongs/nest-common';
import { ConverterService } from './converter.service';
import { ConvertTextDto } from './dto/convert-text.dto';

@ApiTags('admin')
@Controller('api/converter')
@RequireRole('admin')
export class ConverterController {
  constructor(private readonly service: ConverterService) {}

  @Post('convert-text-to-sql')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'Convert a verse-per-line .txt Bible into an SQL file' })
  @UseInterceptors(FileInterceptor('textFile'))
  convert(
    @Body() dto: ConvertTextDto,
    @UploadedFile() file: Express.Multer.File | undefined,
  ): Promise<ConvertTextToSqlResponse> {
    return this.service.convert(file, dto.tableName);
  }

  @Get('converted-files')
  @ApiOperation({ summary: 'The converted SQL files' })
  files(): Promise<ConvertedFilesResponse> {
    return this.service.convertedFiles();
  }

  @Get('download-sql/:outputFile')
  @ApiOperation({ summary: 'Download a converted SQL file (names from the list only)' })
  async download(@Param('outputFile') outputFile: string): Promise<StreamableFile> {
    const path = await this.service.downloadPath(outputFile);
    return new StreamableFile(createReadStream(path), {
      type: 'application/sql; charset=utf-8',
      disposition: `attachment; filename="${outputFile}"`,
    });
  }
}
