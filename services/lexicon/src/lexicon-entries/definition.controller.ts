import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { StrongsDefinitionResponse } from '@strongs/contracts';
import { HttpErrorDto } from '../shared/http-error.dto';
import { DefinitionService } from './definition.service';
import { DefinitionQueryDto } from './dto/definition-query.dto';
import { StrongsDefinitionDto } from './dto/definition-response.dto';

@ApiTags('strongs')
@Controller('api/strongs/definition')
export class DefinitionController {
  constructor(private readonly definitions: DefinitionService) {}

  @Get(':strongsNumber')
  @ApiOperation({
    summary: 'Definition with the KJV verses tagged with the number, in canonical order, paged',
  })
  @ApiParam({ name: 'strongsNumber', example: 'H7225' })
  @ApiOkResponse({ type: StrongsDefinitionDto })
  @ApiBadRequestResponse({ type: HttpErrorDto, description: "Invalid Strong's number, page or limit" })
  @ApiNotFoundResponse({ type: HttpErrorDto, description: "Strong's number {n} not found in dictionary" })
  definition(
    @Param('strongsNumber') strongsNumber: string,
    @Query() query: DefinitionQueryDto,
  ): Promise<StrongsDefinitionResponse> {
    return this.definitions.get(strongsNumber, query.page, query.limit);
  }
}
