// The prompt builder: the ai settings and the tour as the model sees them; and the final text of a draft.
import { defaultSettings, type AiSettings, type Day, type Segment, type Tour } from '@tourops/domain';
import { PLAIN_TEXT_RULE, TOUR_DAYS_SHOWN, buildDraftPrompt, describeSegment, finishDraftText, instructionFor } from './draft-prompt';

const segment = (fields: Partial<Segment> & Pick<Segment, 'id' | 'type' | 'title' | 'startTime'>): Segment => ({
  durationMinutes: 60,
  location: null,
  notes: '',
  flight: null,
  transfer: null,
  accommodation: null,
  ...fields,
});

const florence = { name: 'Florence', lat: 43.77, lng: 11.25 };
const siena = { name: 'Siena', lat: 43.32, lng: 11.33 };

const day1: Day = {
  id: 'day-1',
  date: '2027-05-01',
  title: '',
  description: '',
  segments: [
    segment({ id: 's1', type: 'flight', title: 'Arrival', startTime: '08:00', durationMinutes: 120, flight: { flightNumber: 'LH1234', from: 'FRA', to: 'FLR', departure: { localTime: '2027-05-01T08:00', timeZone: 'Europe/Berlin', instant: '2027-05-01T06:00:00.000Z' }, arrival: { localTime: '2027-05-01T10:00', timeZone: 'Europe/Rome', instant: '2027-05-01T08:00:00.000Z' } } }),
    segment({ id: 's2', type: 'activity', title: 'Uffizi Gallery', startTime: '11:00', durationMinutes: 90, location: { name: 'Uffizi Gallery, Florence', lat: 43.77, lng: 11.26 }, notes: 'Guide: Maria Rossi +39 333 1234567' }),
    segment({ id: 's3', type: 'transfer', title: 'Coach to Siena', startTime: '23:30', durationMinutes: 75, transfer: { from: florence, to: siena, plannedDurationMinutes: 75 } }),
    segment({ id: 's4', type: 'free', title: 'Evening at leisure', startTime: '20:00', durationMinutes: 0 }),
  ],
};
const day2: Day = { id: 'day-2', date: '2027-05-02', title: 'Siena and its Palio', description: 'A walk through the contrade.\nLunch in the Campo.', segments: [] };

const tour: Tour = {
  id: 'tour-1',
  title: 'Tuscany in spring',
  description: 'Old description',
  startDate: '2027-05-01',
  endDate: '2027-05-02',
  timezone: 'Europe/Rome',
  status: 'DRAFT',
  deleted: false,
  purged: false,
  template: false,
  origin: null,
  wizardStep: null,
  days: [day1, day2],
};

const ai = defaultSettings().ai;
const userText = (kind: Parameters<typeof buildDraftPrompt>[0]['kind'], settings: AiSettings = ai, dayId?: string) =>
  buildDraftPrompt({ kind, ai: settings, tour, dayId })!.messages.find((message) => message.role === 'user')!.content;

describe('the draft prompt', () => {
  it('uses the model and system prompt of the ai settings, and the instruction of the kind first', () => {
    const request = buildDraftPrompt({ kind: 'day-title', ai, tour, dayId: 'day-1' })!;
    expect(request.model).toBe('gpt-5-mini');
    expect(request.messages[0]).toEqual({ role: 'system', content: 'You are a concise, professional tour planner.' });
    expect(request.messages[1].role).toBe('user');
    expect(request.messages[1].content.split('\n').slice(0, 2)).toEqual(['Write a day title of 3-7 words.', PLAIN_TEXT_RULE]);
    expect(userText('day-description', ai, 'day-1').split('\n')[0]).toBe('Write a day description of 2-3 sentences.');
    expect(userText('tour-description').split('\n')[0]).toBe('Write a tour description of 3-5 sentences.');
  });

  it('describes the day: the tour, the day number and date, and each segment’s time, type, title and places', () => {
    expect(userText('day-title', ai, 'day-1').split('\n').slice(3)).toEqual([
      'Tour: Tuscany in spring',
      'Dates: 2027-05-01 to 2027-05-02 (time zone Europe/Rome)',
      'Day 1 of 2, 2027-05-01',
      'Segments:',
      '- 08:00–10:00 flight: Arrival (flight LH1234 from FRA to FLR)',
      '- 11:00–12:30 activity: Uffizi Gallery (at Uffizi Gallery, Florence)',
      '- 23:30 (75 min) transfer: Coach to Siena (from Florence to Siena)',
      '- 20:00 free: Evening at leisure',
    ]);
  });

  it('never sends segment notes', () => {
    for (const kind of ['day-title', 'day-description', 'tour-description'] as const) expect(userText(kind, ai, 'day-1')).not.toContain('Maria Rossi');
  });

  it('gives a day’s other field as context: the title for a description, the description for a title', () => {
    expect(userText('day-description', ai, 'day-2')).toContain('Day title: Siena and its Palio');
    expect(userText('day-title', ai, 'day-2')).toContain('Day description: A walk through the contrade. Lunch in the Campo.');
    expect(userText('day-title', ai, 'day-2')).not.toContain('Day title:');
    expect(userText('day-title', ai, 'day-2')).toContain('- (no segments planned yet)');
  });

  it('describes the whole tour for a tour description, without its current description', () => {
    const text = userText('tour-description');
    expect(text).toContain('Day 1, 2027-05-01\n  - 08:00–10:00 flight: Arrival');
    expect(text).toContain('Day 2, 2027-05-02: Siena and its Palio\n  A walk through the contrade. Lunch in the Campo.\n  - (no segments planned yet)');
    expect(text).not.toContain('Old description');
  });

  it('counts what a very long tour leaves out', () => {
    const days = Array.from({ length: TOUR_DAYS_SHOWN + 4 }, (_, index) => ({ ...day2, id: `d${index}`, date: `2027-06-${String(index + 1).padStart(2, '0')}` }));
    const text = buildDraftPrompt({ kind: 'tour-description', ai, tour: { ...tour, days } })!.messages[1].content;
    expect(text).toContain(`Day ${TOUR_DAYS_SHOWN}, `);
    expect(text).not.toContain(`Day ${TOUR_DAYS_SHOWN + 1}, `);
    expect(text).toContain('…and 4 more days');
  });

  it('follows changed settings; a blank instruction falls back to the default, a blank system prompt sends none', () => {
    const custom: AiSettings = { model: 'local-llama', systemPrompt: '  ', day: { titleInstruction: '', descriptionInstruction: 'Deux phrases, en français.' }, tour: { tourInstruction: 'Five sentences.' } };
    const request = buildDraftPrompt({ kind: 'day-description', ai: custom, tour, dayId: 'day-1' })!;
    expect(request.model).toBe('local-llama');
    expect(request.messages.map((message) => message.role)).toEqual(['user']);
    expect(request.messages[0].content.split('\n')[0]).toBe('Deux phrases, en français.');
    expect(instructionFor('day-title', custom)).toBe('Write a day title of 3-7 words.');
  });

  it('answers null for a day the tour does not have', () => {
    expect(buildDraftPrompt({ kind: 'day-title', ai, tour, dayId: 'elsewhere' })).toBeNull();
    expect(buildDraftPrompt({ kind: 'day-title', ai, tour })).toBeNull();
  });

  it('describes a segment without places or duration plainly', () => {
    expect(describeSegment(segment({ id: 'x', type: 'meal', title: 'Lunch', startTime: '12:00', durationMinutes: 0 }))).toBe('12:00 meal: Lunch');
  });
});

describe('the final text of a draft', () => {
  it('trims, drops a label and quotes around the whole text, and makes a title one line without a full stop', () => {
    expect(finishDraftText('day-title', '  "Florence at Its Best."\n')).toBe('Florence at Its Best');
    expect(finishDraftText('day-title', 'Title: **Siena\nand the Palio**')).toBe('Siena and the Palio');
    expect(finishDraftText('day-title', '“Arrivals…”')).toBe('Arrivals…');
    expect(finishDraftText('day-description', 'Description: A day in Florence.\n\nThen Siena.')).toBe('A day in Florence.\n\nThen Siena.');
  });

  it('keeps quotes that are part of the text', () => {
    expect(finishDraftText('tour-description', '"Florence" meets "Siena".')).toBe('"Florence" meets "Siena".');
  });

  it('is empty when the model said nothing', () => {
    expect(finishDraftText('day-title', '  \n ')).toBe('');
  });
});
