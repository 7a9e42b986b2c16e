// Read-your-writes: a GET with ?minPosition=N waits (at most 3 s) until the read models have reached N.
import { CallHandler, ExecutionContext, Inject, Injectable, type NestInterceptor } from '@nestjs/common';
import { from, switchMap, type Observable } from 'rxjs';
import { READ_MODEL_PROGRESS, type ReadModelProgress } from '@tourops/runtime';
import { ValidationError } from './errors';

export const MIN_POSITION_WAIT_MS = 3000;

@Injectable()
export class MinPositionInterceptor implements NestInterceptor {
  constructor(@Inject(READ_MODEL_PROGRESS) private readonly progress: ReadModelProgress) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<{ method: string; query?: Record<string, unknown> }>();
    const value = request.query?.minPosition;
    if (request.method !== 'GET' || value === undefined) return next.handle();
    if (typeof value !== 'string' || !/^\d{1,30}$/.test(value))
      throw new ValidationError('minPosition must be a position as returned by a write.', { minPosition: 'Must be a decimal number.' });
    return from(this.progress.waitFor(BigInt(value), MIN_POSITION_WAIT_MS)).pipe(switchMap(() => next.handle()));
  }
}
