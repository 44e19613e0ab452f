import { IsEmail, IsIn, IsOptional } from 'class-validator';
import { EMAIL_TEMPLATES, type EmailTemplateName } from '@strongs/contracts';

export const RECIPIENT_REQUIRED = 'Recipient required: Please enter a valid email address';

export class EmailSamplesDto {
  @IsEmail({}, { message: RECIPIENT_REQUIRED })
  recipient!: string;
}

export class EmailTestDto extends EmailSamplesDto {
  @IsOptional()
  @IsIn(EMAIL_TEMPLATES, { message: `Template must be one of: ${EMAIL_TEMPLATES.join(', ')}` })
  templateName: EmailTemplateName = 'welcome_email';
}

export class TemplateParam {
  @IsIn(EMAIL_TEMPLATES, { message: `Template must be one of: ${EMAIL_TEMPLATES.join(', ')}` })
  name!: EmailTemplateName;
}
