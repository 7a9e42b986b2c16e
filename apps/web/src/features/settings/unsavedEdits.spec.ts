// Specifications of the edits on their way: a read shows them until their save settles, then only what the server says.
import type { Settings } from '@tourops/domain';
import { unsavedEdits } from './unsavedEdits';

const server = { notifications: { phone: '+390000000000' }, ai: { enabled: false } } as unknown as Settings;
const edit = (phone: string) => ({ phone }) as unknown as Settings['notifications'];

describe('unsaved settings edits', () => {
  it('given an edit on its way, when the settings are read again with the older document, then the edit shows until its save settles', () => {
    const phone = edit('+393331234567');
    unsavedEdits.keep('notifications', phone);
    expect(unsavedEdits.over(server)).toEqual({ ...server, notifications: phone });
    unsavedEdits.settle('notifications', phone);
    expect(unsavedEdits.over(server)).toBe(server);
  });

  it('given a second edit before the first save settles, when the first settles, then the second still shows', () => {
    const [first, second] = [edit('+391111111111'), edit('+392222222222')];
    unsavedEdits.keep('notifications', first);
    unsavedEdits.keep('notifications', second);
    unsavedEdits.settle('notifications', first);
    expect(unsavedEdits.over(server).notifications).toBe(second);
    unsavedEdits.settle('notifications', second);
    expect(unsavedEdits.over(server)).toBe(server);
  });
});
