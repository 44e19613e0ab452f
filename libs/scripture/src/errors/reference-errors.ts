import { InputError, NotFoundError } from './domain-error';

export class UnknownBookError extends InputError {
  constructor(readonly input: string | number) {
    super(`Unknown book: ${input}`);
  }
}

export class InvalidStrongsNumberError extends InputError {
  constructor(readonly input: string) {
    super(`Invalid Strong's number: ${input}`);
  }
}

export class ReferenceParseError extends InputError {
  constructor(readonly input: string) {
    super(`Not a Bible reference: ${input}`);
  }
}

export class UnknownReferenceError extends NotFoundError {
  constructor(readonly input: string) {
    super(`Reference not found: ${input}`);
  }
}
