import { Controller, Get, Param, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { HttpErrorDto } from '../shared/http-error.dto';
import { StaticStrongsDto } from './static-strongs.dto';
import { StaticStrongsService } from './static-strongs.service';

/** The files change only after an import; the ETag lets clients revalidate cheaply after a week. */
const CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';

@ApiTags('strongs')
@Controller('api/static-strongs')
export class StaticStrongsController {
  constructor(private readonly files: StaticStrongsService) {}

  @Get(':strongsNumber')
  @ApiOperation({ summary: 'A pre-generated definition file (long cache, ETag; 304 when unchanged)' })
  @ApiParam({ name: 'strongsNumber', example: 'G26' })
  @ApiOkResponse({ type: StaticStrongsDto })
  @ApiBadRequestResponse({ type: HttpErrorDto, description: "Invalid Strong's number: …" })
  @ApiNotFoundResponse({ type: HttpErrorDto, description: 'Definition not found for {number}.' })
  async definition(
    @Param('strongsNumber') strongsNumber: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const file = await this.files.read(strongsNumber);
    // Express answers 304 itself when If-None-Match matches this ETag (res.send checks req.fresh).
    res.set({
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': CACHE_CONTROL,
      ETag: file.etag,
    });
    return file.body;
  }
}
