import { InputError } from '@strongs/scripture';

/** The one error the query parser throws: the message names the problem for the user (the API answers 400). */
export class QueryParseError extends InputError {}
