import { Body, Controller, HttpCode, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ImportBibleResponse, UploadBibleResponse } from '@strongs/contracts';
import { RequireRole } from '@strongs/nest-common';
import { BibleUploadService } from './bible-upload.service';
import { ImportBibleDto, UploadBibleDto } from './dto/upload-bible.dto';

@ApiTags('admin')
@Controller('api/admin')
@RequireRole('admin')
export class BibleUploadController {
  constructor(private readonly service: BibleUploadService) {}

  @Post('upload-bible')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'Upload a Bible file (.sql, .txt, OSIS .xml, USFM .usfm/.sfm) for a version' })
  @UseInterceptors(FileInterceptor('file'))
  upload(
    @Body() dto: UploadBibleDto,
    @UploadedFile() file: Express.Multer.File | undefined,
  ): Promise<UploadBibleResponse> {
    return this.service.upload(dto.bibleVersion, file);
  }

  @Post('import-bible')
  @HttpCode(202)
  @ApiOperation({
    summary:
      'Dry-run an uploaded file, then queue its import (409 with the summary when it would lose data unless confirmed)',
  })
  importBible(@Body() dto: ImportBibleDto): Promise<ImportBibleResponse> {
    return this.service.queueImport(dto.version, dto.filePath, dto.confirm);
  }
}
