import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { ConcordanceResponse } from '@strongs/contracts';
import { InReadLane } from '../admission/read-lane.interceptor';
import { ConcordanceQueryDto } from './dto/concordance-query.dto';
import { ConcordanceService } from './concordance.service';

@ApiTags('interlinear')
@InReadLane()
@Controller('api/strongs/concordance')
export class ConcordanceController {
  constructor(private readonly service: ConcordanceService) {}

  @Get(':number')
  @ApiOperation({
    summary:
      "Englishman's concordance: every word of the original text carrying the number, grouped by form, with parsing and the KJV words over it",
  })
  @ApiParam({ name: 'number', example: 'H7225' })
  @ApiOkResponse({
    description:
      '{strongsNumber, edition, language, direction, totalOccurrences, forms[{form, formPlain, transliteration, morph, morphDescription, count}], filter, matchingOccurrences, currentPage, perPage, totalPages, occurrences[{reference, bookNumber, chapter, verse, originalReference, position, text, form, transliteration, morph, morphDescription, kjvWords, variant}]}',
  })
  @ApiBadRequestResponse({
    description:
      "Not a Strong's number, an edition of the other language, a bad page, perPage, form or morph",
  })
  concordance(
    @Param('number') number: string,
    @Query() dto: ConcordanceQueryDto,
  ): Promise<ConcordanceResponse> {
    return this.service.concordance(number, dto);
  }
}
