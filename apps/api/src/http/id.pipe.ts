// Path ids: server-made UUIDs; anything else is answered 400 before it reaches a store.
import { Injectable, type PipeTransform } from '@nestjs/common';
import { ValidationError } from './errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

@Injectable()
export class ParseIdPipe implements PipeTransform<string, string> {
  transform(value: string, metadata: { data?: string }): string {
    const name = metadata.data ?? 'id';
    if (typeof value !== 'string' || !UUID.test(value))
      throw new ValidationError(`${name} is not a valid id.`, { [name]: 'Must be an id as returned by the API (a UUID).' });
    return value.toLowerCase();
  }
}
