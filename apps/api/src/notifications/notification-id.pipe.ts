// Notification ids in paths: derived by the monitor ('ntf-…'); anything else is answered 400 before it reaches a store.
import { Injectable, type PipeTransform } from '@nestjs/common';
import { NOTIFICATION_ID_PATTERN } from '@tourops/contracts';
import { ValidationError } from '../http/errors';

@Injectable()
export class ParseNotificationIdPipe implements PipeTransform<string, string> {
  transform(value: string, metadata: { data?: string }): string {
    const name = metadata.data ?? 'notificationId';
    if (typeof value !== 'string' || !NOTIFICATION_ID_PATTERN.test(value))
      throw new ValidationError(`${name} is not a valid notification id.`, { [name]: 'Must be a notification id as returned by the API (ntf-…).' });
    return value;
  }
}
