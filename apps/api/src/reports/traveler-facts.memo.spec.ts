// Specifications of the travelers' columns: rows that follow the travelers read from their blocks, read again only where a row is another object.
import { seededRandom } from '../../../../test/support/seeded-random';
import { TravelerColumns, dateNumber, type TravelerDocument } from './traveler-facts.memo';

const traveler = (id: string, fields: Partial<TravelerDocument> = {}): TravelerDocument =>
  Object.freeze({ _id: id, firstName: 'Ada', lastName: 'Lovelace', dietaryNotes: '', medicalNotes: '', nationality: 'GB', dateOfBirth: '1990-12-10', tourIds: ['tour-a'], hasNeeds: false, deleted: false, _position: '1', ...fields });
const toursOf = (columns: TravelerColumns, row: number) => [...columns.tourSlots.subarray(columns.tourStart[row], columns.tourStart[row + 1])];

describe('TravelerColumns', () => {
  it('reads each traveler into a row: nationality, birth as yyyymmdd, flags, tours as stable slots, the last position', () => {
    const columns = new TravelerColumns().follow([
      traveler('t1', { tourIds: ['tour-a', 'tour-b'], _position: '9' }),
      traveler('t2', { nationality: 'DE', dateOfBirth: 'unknown', hasNeeds: true, deleted: true, tourIds: ['tour-b'], _position: '12' }),
    ]);
    expect(columns.nationalities.values).toEqual(['GB', 'DE']);
    expect([...columns.nationality]).toEqual([0, 1]);
    expect([...columns.birth]).toEqual([19901210, -1]);
    expect([...columns.flags]).toEqual([0, TravelerColumns.DELETED | TravelerColumns.HAS_NEEDS]);
    expect(toursOf(columns, 0)).toEqual([columns.slots.codeOf('tour-a'), columns.slots.codeOf('tour-b')]);
    expect(toursOf(columns, 1)).toEqual([columns.slots.codeOf('tour-b')]);
    expect(columns.lastPosition).toBe('12');
  });

  it('keeps the rows of unchanged documents, reads a changed one again, and follows added and removed travelers', () => {
    const memo = new TravelerColumns();
    const [t1, t2, t3] = [traveler('t1'), traveler('t2'), traveler('t3', { nationality: 'FR' })];
    memo.follow([t1, t2, t3]);
    const moved = traveler('t2', { tourIds: ['tour-c', 'tour-a'], nationality: 'JP', _position: '30' });
    const columns = memo.follow([t1, moved, t3, traveler('t4', { tourIds: [] })]);
    expect(columns.documents.map((document) => document._id)).toEqual(['t1', 't2', 't3', 't4']);
    expect(columns.nationalities.values[columns.nationality[1]]).toBe('JP');
    expect(toursOf(columns, 1)).toEqual([columns.slots.codeOf('tour-c'), columns.slots.codeOf('tour-a')]);
    expect(toursOf(columns, 3)).toEqual([]);
    expect(columns.lastPosition).toBe('30');
    const fewer = memo.follow([t1, t3]);
    expect(fewer.documents.map((document) => document._id)).toEqual(['t1', 't3']);
    expect(fewer.nationalities.values[fewer.nationality[1]]).toBe('FR');
    expect(toursOf(fewer, 1)).toEqual([fewer.slots.codeOf('tour-a')]);
  });

  it('gives whole years between two dates as the difference of their numbers over 10,000, as a calendar would', () => {
    const random = seededRandom(7);
    const date = () => new Date(Date.UTC(1920, 0, 1) + random.int(0, 40_000) * 86_400_000).toISOString().slice(0, 10);
    for (let i = 0; i < 2_000; i++) {
      const [born, on] = [date(), date()].sort();
      const calendar = Number(on.slice(0, 4)) - Number(born.slice(0, 4)) - (on.slice(5) < born.slice(5) ? 1 : 0);
      expect(Math.floor((dateNumber(on) - dateNumber(born)) / 10_000)).toBe(calendar);
    }
  });
});
