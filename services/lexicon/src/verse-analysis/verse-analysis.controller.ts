import { Controller, Get, Param } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { VerseStrongsResponse } from '@strongs/contracts';
import { HttpErrorDto } from '../shared/http-error.dto';
import { VerseParamsDto } from './dto/verse-params.dto';
import { VerseStrongsDto } from './dto/verse-strongs-response.dto';
import { VerseAnalysisService } from './verse-analysis.service';

@ApiTags('strongs')
@Controller('api/strongs/verse')
export class VerseAnalysisController {
  constructor(private readonly analysis: VerseAnalysisService) {}

  @Get(':book/:chapter/:verse')
  @ApiOperation({ summary: "A KJV verse word by word with Strong's numbers and short definitions" })
  @ApiOkResponse({ type: VerseStrongsDto })
  @ApiBadRequestResponse({
    type: HttpErrorDto,
    description: 'Unknown book, or a chapter or verse that is not a number',
  })
  @ApiNotFoundResponse({ type: HttpErrorDto, description: 'No such verse in the KJV' })
  verse(@Param() params: VerseParamsDto): Promise<VerseStrongsResponse> {
    return this.analysis.analyse(params.book, params.chapter, params.verse);
  }
}
