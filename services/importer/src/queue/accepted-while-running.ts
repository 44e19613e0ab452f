import type { Response } from 'express';

/** A job that outlasted the request's wait carries on: 202 with its id. */
export function acceptedWhileRunning<T extends object>(res: Response, answer: T): T {
  if ('jobId' in answer) res.status(202);
  return answer;
}
