import { CallHandler, ExecutionContext, Injectable, NestInterceptor, UseInterceptors } from '@nestjs/common';
import { from, lastValueFrom, Observable } from 'rxjs';
import { ReadAdmission } from './read-admission';

/** Runs a route's handler in the reads lane (ReadAdmission). */
@Injectable()
export class ReadLaneInterceptor implements NestInterceptor {
  constructor(private readonly admission: ReadAdmission) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return from(this.admission.lane.run(() => lastValueFrom(next.handle(), { defaultValue: undefined })));
  }
}

/** On a controller or route whose reads should share the reads lane of the pool. */
export const InReadLane = (): MethodDecorator & ClassDecorator => UseInterceptors(ReadLaneInterceptor);
