// Rows of columns that follow a list of rows: a row that is the same object as last time is kept, any other read again.
import { POSITION_FIELD } from '@tourops/projections';

type Positioned = { [POSITION_FIELD]?: string };

/** The later of two positions (decimal strings without leading zeros: the longer, or else the later in text, is the greater). */
export const laterPosition = (a: string, b: string | undefined): string => (b !== undefined && (b.length > a.length || (b.length === a.length && b > a)) ? b : a);

/**
 * The rows of a block that did not move are the same objects from one query to the next (FactBlockRows, on every store):
 * they are not read again (a pointer comparison, no visit of the row). Subclasses hold the columns and say how a row is read.
 */
export abstract class FollowedRows<D extends object> {
  documents: D[] = [];
  /** The last position among the documents read. */
  lastPosition = '0';

  /** Sizes every column to this many rows, keeping the first ones. */
  protected abstract resize(rows: number): void;
  protected abstract read(row: number, document: D): void;
  /** After rows changed: anything derived from all rows. */
  protected settle(): void {}

  follow(documents: readonly D[]): this {
    const rows = documents.length;
    const resized = rows !== this.documents.length;
    if (resized) {
      this.documents = this.documents.slice(0, rows);
      this.documents.length = rows;
      this.resize(rows);
    }
    let changed = resized;
    for (let row = 0; row < rows; row++) {
      if (this.documents[row] === documents[row]) continue;
      this.documents[row] = documents[row];
      this.read(row, documents[row]);
      this.lastPosition = laterPosition(this.lastPosition, (documents[row] as Positioned)[POSITION_FIELD]);
      changed = true;
    }
    if (changed) this.settle();
    return this;
  }
}

/** A typed column grown or cut to `rows`, keeping what it held. */
export function resized<T extends Uint8Array | Uint16Array | Int32Array | Float64Array>(column: T, rows: number, make: (length: number) => T): T {
  const next = make(rows);
  next.set(column.subarray(0, Math.min(rows, column.length)));
  return next;
}

/** Small whole numbers for the distinct values met (tour ids, nationalities…), given in the order met and never changed. */
export class Codes {
  readonly values: string[] = [];
  private readonly codes = new Map<string, number>();

  codeOf(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      this.codes.set(value, (code = this.values.length));
      this.values.push(value);
    }
    return code;
  }

  /** The code of a value met, without giving one to a value not met. */
  find(value: string): number | undefined {
    return this.codes.get(value);
  }

  get size(): number {
    return this.values.length;
  }
}
