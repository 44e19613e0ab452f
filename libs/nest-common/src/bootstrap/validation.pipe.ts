import { ArgumentMetadata, BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

function firstMessage(errors: ValidationError[]): string {
  for (const error of errors) {
    const constraint = Object.values(error.constraints ?? {})[0];
    if (constraint) return constraint;
    const nested = firstMessage(error.children ?? []);
    if (nested) return nested;
  }
  return 'Invalid request';
}

/** Deeper than any DTO of ours; class-transformer recurses per level, so 3 000 levels overflow the stack (a 500). */
const MAX_BODY_DEPTH = 32;

/** Walks the parsed body without recursion: the check itself must not overflow on a hostile body. */
function nestedDeeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return false;
}

class HouseValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' && nestedDeeperThan(value, MAX_BODY_DEPTH)) {
      throw new BadRequestException('The request body is nested too deeply');
    }
    return super.transform(value, metadata);
  }
}

/** One pipe for all services: DTOs are transformed, unknown fields refused, the first problem named. */
export function createValidationPipe(): ValidationPipe {
  return new HouseValidationPipe({
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: true,
    exceptionFactory: (errors) => new BadRequestException(firstMessage(errors)),
  });
}
