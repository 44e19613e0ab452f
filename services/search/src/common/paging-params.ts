import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_PER_PAGE } from './paging';
import { WholeNumber } from './query-transforms';

/** An optional `page` query parameter: a whole number from 1. */
export function PageParam(): PropertyDecorator {
  // Listed in the order stacked decorators would apply (bottom up): the first failing rule names the problem.
  return applyDecorators(
    IsInt({ message: 'page must be a whole number from 1' }),
    Min(1, { message: 'page must be a whole number from 1' }),
    Max(100_000, { message: 'page is too large' }),
    WholeNumber(),
    IsOptional(),
    ApiPropertyOptional({ minimum: 1, default: 1 }),
  );
}

/** An optional page-size query parameter (`perPage`, `limit`): a whole number from 1 to MAX_PER_PAGE. */
export function PageSizeParam(name: string, defaultSize: number, description?: string): PropertyDecorator {
  const message = `${name} must be a whole number from 1 to ${MAX_PER_PAGE}`;
  return applyDecorators(
    IsInt({ message }),
    Min(1, { message }),
    Max(MAX_PER_PAGE, { message }),
    WholeNumber(),
    IsOptional(),
    ApiPropertyOptional({ minimum: 1, maximum: MAX_PER_PAGE, default: defaultSize, description }),
  );
}
