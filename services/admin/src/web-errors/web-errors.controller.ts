import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { WebErrorDto } from './dto/web-error.dto';
import { WebErrorsService } from './web-errors.service';

@ApiTags('errors')
@Controller('api/errors')
export class WebErrorsController {
  constructor(private readonly errors: WebErrorsService) {}

  /** Public (the error boundary runs for visitors too), rate-limited per client and size-limited. */
  @Post()
  @HttpCode(202)
  async report(@Body() body: WebErrorDto, @Req() req: Request): Promise<{ received: true; id: number }> {
    const bytes = Number(req.headers['content-length'] ?? JSON.stringify(body).length);
    const id = await this.errors.report(body, {
      ip: req.ip ?? 'unknown',
      userAgent: req.headers['user-agent'],
      bytes,
    });
    return { received: true, id };
  }
}
