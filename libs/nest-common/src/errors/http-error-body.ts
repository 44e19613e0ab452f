export interface HttpErrorBody {
  statusCode: number;
  message: string;
  errorId?: string;
  /** Client errors may carry what the client needs to act (the import gate's summary on a 409). */
  [detail: string]: unknown;
}

/** Fields of a 4xx HttpException's response object that reach the client besides statusCode and message. */
export const FORWARDED_ERROR_DETAILS = ['summary'] as const;
