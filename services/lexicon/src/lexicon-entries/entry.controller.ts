import { Controller, Get, Param } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { DictionaryEntryResponse } from '@strongs/contracts';
import { HttpErrorDto } from '../shared/http-error.dto';
import { DictionaryEntryDto } from './dto/entry-response.dto';
import { EntryService } from './entry.service';

/** Its operation id is the one it had beside the dictionary search, so the OpenAPI document is unchanged. */
@ApiTags('dictionary')
@Controller('api/dictionary')
export class EntryController {
  constructor(private readonly entries: EntryService) {}

  @Get(':strongsNumber')
  @ApiOperation({
    operationId: 'DictionaryController_entry',
    summary: 'One entry with its KJV translations, occurrences by book and related entries (cached 1 hour)',
  })
  @ApiParam({
    name: 'strongsNumber',
    example: 'H7225',
    description: 'With or without zero padding: H7225, h07225',
  })
  @ApiOkResponse({ type: DictionaryEntryDto })
  @ApiBadRequestResponse({ type: HttpErrorDto, description: "Invalid Strong's number: …" })
  @ApiNotFoundResponse({ type: HttpErrorDto, description: "Strong's number {n} not found in dictionary" })
  entry(@Param('strongsNumber') strongsNumber: string): Promise<DictionaryEntryResponse> {
    return this.entries.get(strongsNumber);
  }
}
