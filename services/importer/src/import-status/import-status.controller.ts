import { Controller, Get, Header } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ImportStatusResponse } from '@strongs/contracts';
import { RequireRole } from '@strongs/nest-common';
import { ImportStatusService } from './import-status.service';

@ApiTags('admin')
@Controller('api/admin/import-status')
@RequireRole('admin')
export class ImportStatusController {
  constructor(private readonly service: ImportStatusService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Active imports (live from the queue), uploaded files, completed imports' })
  get(): Promise<ImportStatusResponse> {
    return this.service.status();
  }
}
