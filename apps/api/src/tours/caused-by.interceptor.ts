// X-Caused-By on a tour write: the change answers a notification, so it carries the notification's correlation and follows its latest event.
import { CallHandler, ExecutionContext, Inject, Injectable, type NestInterceptor } from '@nestjs/common';
import { from, switchMap, type Observable } from 'rxjs';
import { NOTIFICATION_ID_PATTERN } from '@tourops/contracts';
import type { EventStore } from '@tourops/event-store';
import { EVENT_STORE, type FollowingCaller } from '@tourops/runtime';
import { ValidationError } from '../http/errors';
import type { Caller } from '../identity/auth.guard';
import { followingNotification } from '../shared/following-notification';

export const CAUSED_BY_HEADER = 'X-Caused-By';

/** The caller of a tour write, with the notification it answers when X-Caused-By named one. */
export type TourWriter = Caller & { follows?: FollowingCaller };

interface TourWriteRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  caller?: TourWriter;
}

const invalid = (message: string) => new ValidationError(message, { [CAUSED_BY_HEADER]: 'Must be the id of a notification of your organization (ntf-…).' });

@Injectable()
export class CausedByInterceptor implements NestInterceptor {
  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<TourWriteRequest>();
    const header = request.headers[CAUSED_BY_HEADER.toLowerCase()];
    if (request.method === 'GET' || header === undefined || !request.caller) return next.handle();
    const notificationId = Array.isArray(header) ? header.join(',') : header.trim();
    if (!NOTIFICATION_ID_PATTERN.test(notificationId)) throw invalid(`The ${CAUSED_BY_HEADER} header is not a notification id.`);
    const caller = request.caller;
    return from(followingNotification(this.eventStore, caller.orgId, notificationId)).pipe(
      switchMap((follows) => {
        if (follows === null) throw invalid(`The ${CAUSED_BY_HEADER} header names no notification of your organization.`);
        request.caller = { ...caller, follows };
        return next.handle();
      }),
    );
  }
}
