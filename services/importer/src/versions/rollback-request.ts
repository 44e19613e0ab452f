import { ConflictException } from '@nestjs/common';
import { generationChanged } from './version-generations';

/** A version or a reference work as the admin's list shows it: its live generation and the ones kept. */
export interface WithKeptGenerations {
  code: string;
  generation: number;
  generations: readonly { generation: number }[];
}

/** A second click, another admin or an import since the admin looked: refused before anything is queued. */
export function assertExpectedGeneration(
  subject: WithKeptGenerations,
  expectedGeneration: number,
  list: string,
): void {
  if (subject.generation !== expectedGeneration)
    throw new ConflictException(
      generationChanged(subject.code, subject.generation, expectedGeneration, list),
    );
}

/** A rollback the list already shows impossible (stale, nothing kept, no such generation) is refused with 409. */
export function assertRollbackable(
  subject: WithKeptGenerations,
  request: { expectedGeneration: number; generation?: number },
  list: string,
): void {
  assertExpectedGeneration(subject, request.expectedGeneration, list);
  if (!subject.generations.length)
    throw new ConflictException(`${subject.code} has no previous generation to roll back to`);
  if (
    request.generation !== undefined &&
    !subject.generations.some((g) => g.generation === request.generation)
  )
    throw new ConflictException(`${subject.code} keeps no generation ${request.generation}`);
}
