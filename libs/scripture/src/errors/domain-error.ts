/**
 * Base of every error that says what kind of failure it is, so the edge maps the kind (not each class) to
 * an answer. Abstract: a new failure picks one of the kinds below, which the HTTP mapping already knows.
 */
export abstract class DomainError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** The caller's input is wrong (HTTP 400); the message is written for whoever sent it. */
export class InputError extends DomainError {}

/** A well-formed request for something that does not exist (HTTP 404); the message says what was missing. */
export class NotFoundError extends DomainError {}
