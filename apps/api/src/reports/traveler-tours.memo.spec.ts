// Specifications of the traveler tours memo: stable tour slots, a traveler's slots kept by document, a changed traveler read again.
import { TravelerToursMemo } from './traveler-tours.memo';

describe('TravelerToursMemo', () => {
  it('gives each tour of an organization one slot that never changes', () => {
    const slots = new TravelerToursMemo().slotsOf('org_a');
    const [lisbon, rome] = [slots.slotOf('tour-lisbon'), slots.slotOf('tour-rome')];
    expect(new Set([lisbon, rome]).size).toBe(2);
    expect([slots.slotOf('tour-rome'), slots.slotOf('tour-lisbon')]).toEqual([rome, lisbon]);
    expect(slots.count).toBe(2);
  });

  it('keeps a traveler document\'s slots, and reads a changed traveler (a new document) again', () => {
    const slots = new TravelerToursMemo().slotsOf('org_a');
    const before = Object.freeze({ tourIds: Object.freeze(['tour-lisbon', 'tour-rome']) });
    const kept = slots.toursOf(before);
    expect([...kept]).toEqual([slots.slotOf('tour-lisbon'), slots.slotOf('tour-rome')]);
    expect(slots.toursOf(before)).toBe(kept);
    const after = Object.freeze({ tourIds: Object.freeze(['tour-rome', 'tour-porto']) });
    expect([...slots.toursOf(after)]).toEqual([slots.slotOf('tour-rome'), slots.slotOf('tour-porto')]);
  });

  it('keeps organizations apart: the same tour id is another organization\'s own slot', () => {
    const memo = new TravelerToursMemo();
    memo.slotsOf('org_a').slotOf('tour-lisbon');
    const other = memo.slotsOf('org_b');
    expect(other.count).toBe(0);
    expect(other.slotOf('tour-rome')).toBe(0);
    expect(memo.slotsOf('org_a').count).toBe(1);
  });
});
