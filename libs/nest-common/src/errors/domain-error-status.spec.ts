import * as scripture from '@strongs/scripture';
import { DomainError } from '@strongs/scripture';
import * as searchEngine from '@strongs/search-engine';
import { statusForDomainError } from './domain-error-status';

type ErrorClass = abstract new (...args: never[]) => Error;

/** Every error class a lib exports, by name. */
function errorClasses(exports: Record<string, unknown>): Map<string, ErrorClass> {
  const classes = new Map<string, ErrorClass>();
  for (const [name, value] of Object.entries(exports)) {
    if (typeof value === 'function' && value.prototype instanceof Error)
      classes.set(name, value as ErrorClass);
  }
  return classes;
}

/** An instance without running the constructor: the mapping looks only at the class. */
const instanceOf = (errorClass: ErrorClass): Error => Object.create(errorClass.prototype) as Error;

// The whole table the API promises: renaming a class, moving it to another kind or exporting a new one breaks this.
const EXPECTED_STATUS: Record<string, number> = {
  InputError: 400,
  NotFoundError: 404,
  UnknownBookError: 400,
  InvalidStrongsNumberError: 400,
  ReferenceParseError: 400,
  ReaderError: 400,
  SqlDumpError: 400,
  GreekTagError: 400,
  MorphFilterError: 400,
  UnknownMorphCodeError: 400,
  UnknownReferenceError: 404,
  QueryParseError: 400,
};

describe('statusForDomainError', () => {
  const classes = new Map([...errorClasses(scripture), ...errorClasses(searchEngine)]);
  const domainClasses = [...classes].filter(([, errorClass]) => errorClass.prototype instanceof DomainError);

  it('answers every domain error class of the libs with the status the API promises', () => {
    const statuses = Object.fromEntries(
      domainClasses.map(([name, errorClass]) => [name, statusForDomainError(instanceOf(errorClass))]),
    );
    expect(statuses).toEqual(EXPECTED_STATUS);
  });

  it('knows every kind of domain error: a new subclass of DomainError without a status fails here', () => {
    const unmapped = domainClasses
      .filter(([, errorClass]) => statusForDomainError(instanceOf(errorClass)) === undefined)
      .map(([name]) => name);
    expect(unmapped).toEqual([]);
  });

  it('leaves every other error to the filter (a 500 unless it is a known infrastructure failure)', () => {
    const others = [...classes].filter(([, errorClass]) => !(errorClass.prototype instanceof DomainError));
    expect(others.map(([name, errorClass]) => [name, statusForDomainError(instanceOf(errorClass))])).toEqual(
      others.map(([name]) => [name, undefined]),
    );
    expect(statusForDomainError(new Error('boom'))).toBeUndefined();
    expect(statusForDomainError('not an error')).toBeUndefined();
  });

  it('goes by class, not by name: an error merely named like a domain error is not one', () => {
    const impostor = Object.assign(new Error('Reference not found: Genesis 51:1'), {
      name: 'UnknownReferenceError',
    });
    expect(statusForDomainError(impostor)).toBeUndefined();
  });

  it('keeps the message of the domain error for the client', () => {
    const error = new scripture.UnknownBookError('Hezekiah');
    expect([statusForDomainError(error), error.message, error.name]).toEqual([
      400,
      'Unknown book: Hezekiah',
      'UnknownBookError',
    ]);
  });
});
