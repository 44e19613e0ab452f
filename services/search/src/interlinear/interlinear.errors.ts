import { BadRequestException } from '@nestjs/common';

/** The Hebrew text asked for a New Testament verse, or a Greek one for the Old. */
export class EditionNotForTestamentError extends BadRequestException {
  constructor(edition: string, testament: 'OT' | 'NT', allowed: string[]) {
    super(
      `No ${edition} interlinear for the ${testament === 'OT' ? 'Old' : 'New'} Testament (choose ${allowed.join(' or ')})`,
    );
    this.name = 'EditionNotForTestamentError';
  }
}
