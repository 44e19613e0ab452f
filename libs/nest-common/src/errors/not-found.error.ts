/** A well-formed request for something that does not exist; the filter answers 404 with this message. */
export class NotFoundError extends Error {
  override name = 'NotFoundError';
}
