export interface HttpErrorBody {
  statusCode: number;
  message: string;
  errorId?: string;
}
