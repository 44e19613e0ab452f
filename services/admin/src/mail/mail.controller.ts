import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { EmailPreview, EmailSamplesResult, EmailTestResult, SentMail } from '@strongs/contracts';
import { RequireRole } from '@strongs/nest-common';
import { EmailSamplesDto, EmailTestDto, TemplateParam } from './dto/email.dto';
import type { OutboxEntry } from './mail-transport';
import { MailService } from './mail.service';

@ApiTags('email')
@Controller('api/admin/email')
@RequireRole('admin')
export class MailController {
  constructor(private readonly mail: MailService) {}

  @Post('test')
  @HttpCode(200)
  async test(@Body() body: EmailTestDto): Promise<EmailTestResult> {
    const sent = await this.mail.deliver(body.recipient, body.templateName);
    return { sent: true, templateName: body.templateName, recipient: body.recipient, ...sent };
  }

  @Post('samples')
  @HttpCode(200)
  async samples(@Body() body: EmailSamplesDto): Promise<EmailSamplesResult> {
    const messages = await this.mail.sendSamples(body.recipient);
    return { sent: messages.length, messages };
  }

  /** The last messages the site sent (tests, samples, alerts, welcome mails), where each went, with a preview. */
  @Get('recent')
  recent(): Promise<SentMail[]> {
    return this.mail.recent();
  }

  /** The live preview of a template, from the same renderer that sends it. */
  @Get('templates/:name/preview')
  preview(@Param() params: TemplateParam): Promise<EmailPreview> {
    return this.mail.preview(params.name);
  }

  @Get('outbox')
  outbox(): Promise<OutboxEntry[]> {
    return this.mail.outbox();
  }
}
