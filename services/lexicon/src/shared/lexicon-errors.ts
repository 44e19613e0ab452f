import { NotFoundError } from '@strongs/scripture';

/** A well-formed Strong's number the dictionary does not hold; the text is the spec's (§8). */
export class StrongsNotFoundError extends NotFoundError {
  constructor(readonly strongsNumber: string) {
    super(`Strong's number ${strongsNumber} not found in dictionary`);
  }
}

/** No static file for the number (never generated, or an unknown number); the spec's text (§8). */
export class StaticDefinitionNotFoundError extends NotFoundError {
  constructor(readonly strongsNumber: string) {
    super(`Definition not found for ${strongsNumber}.`);
  }
}

export class VerseNotFoundError extends NotFoundError {
  constructor(readonly reference: string) {
    super(`Verse not found: ${reference}`);
  }
}
