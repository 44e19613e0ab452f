import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ReferenceLookupResponse } from '@strongs/contracts';
import { InReadLane } from '../admission/read-lane.interceptor';
import { ReferenceBatchDto } from './dto/reference-batch.dto';
import { ReferenceLookupService } from './reference-lookup.service';

@ApiTags('bible')
@InReadLane()
@Controller('api/reference-lookup')
export class ReferenceLookupController {
  constructor(private readonly service: ReferenceLookupService) {}

  @Post('batch')
  @HttpCode(200)
  @ApiOperation({ summary: 'Texts of up to 200 references; an unknown reference is answered in its row' })
  @ApiOkResponse({ description: '{references[{reference, text, found, error?}], lookupTime (ms), count}' })
  @ApiBadRequestResponse({ description: 'Malformed body, more than 200 references, unknown version' })
  batch(@Body() dto: ReferenceBatchDto): Promise<ReferenceLookupResponse> {
    return this.service.lookup(dto.references, dto.version, dto.numbering);
  }
}
