// Specifications of organization settings: the SPEC.md §9 defaults, merging stored values over them, and the §5 editor filters.
import { deciderSpecification } from '../shared/decider-specification';
import { settingsDecider, type SettingsEvent } from './settings-commands';
import { SETTINGS_NAMES, defaultSettings, emergencyPhoneProblem, isSettingsName, mergeOverDefaults, normalizeEditorSettings, type Settings } from './settings';

describe('default settings', () => {
  const defaults = defaultSettings();

  it('start the day at 07:30, end it at 17:00 and leave 15 minutes between segments', () => {
    expect(defaults.day).toEqual({ startTime: '07:30', endTime: '17:00', breakBetweenSegments: 15 });
  });

  it.each([
    ['weather min temperature', defaults.notifications.weather.minTemperature, [0, -5, -10]],
    ['weather max temperature', defaults.notifications.weather.maxTemperature, [30, 35, 40]],
    ['wind speed', defaults.notifications.weather.windSpeed, [30, 50, 70]],
    ['precipitation', defaults.notifications.weather.precipitation, [5, 15, 30]],
    ['flight departure delay', defaults.notifications.flight.departureDelay, [15, 30, 60]],
    ['flight arrival delay', defaults.notifications.flight.arrivalDelay, [15, 30, 60]],
    ['transfer duration delay', defaults.notifications.transfer.durationDelay, [5, 15, 30]],
  ])('set the %s thresholds of the §9 table', (_, thresholds, [WARNING, ALERT, CRITICAL]) => {
    expect(thresholds).toEqual({ WARNING, ALERT, CRITICAL });
  });

  it('leave the notification phone and the emergency phone for travelers empty', () => {
    expect(defaults.notifications.phone).toBe('');
    expect(defaults.notifications.emergencyPhone).toBe('');
  });

  it('turn autosave and segment auto-fill on, with empty status filters', () => {
    expect(defaults.editor).toEqual({
      tourEditor: { autosave: true, autoFillSegment: true },
      tourList: { tourStatusFilter: [] },
      dashboardMap: { dashboardMapFilter: { tourStatusFilter: [] } },
    });
  });

  it('ask gpt-5-mini for a concise, professional tour planner with the §9 lengths', () => {
    expect(defaults.ai.model).toBe('gpt-5-mini');
    expect(defaults.ai.systemPrompt).toMatch(/concise, professional tour planner/);
    expect(defaults.ai.day.titleInstruction).toMatch(/3-7 words/);
    expect(defaults.ai.day.descriptionInstruction).toMatch(/2-3 sentences/);
    expect(defaults.ai.tour.tourInstruction).toMatch(/3-5 sentences/);
  });

  it('carry a key for the maps, weather and flight-data services', () => {
    expect(Object.keys(defaults.api).sort()).toEqual(['flightDataApiKey', 'mapsApiKey', 'weatherApiKey']);
  });

  it('are a fresh copy every time, so changing one never changes the next', () => {
    const first = defaultSettings();
    first.day.startTime = '06:00';
    first.editor.tourList.tourStatusFilter.push('DRAFT');
    expect(defaultSettings().day.startTime).toBe('07:30');
    expect(defaultSettings().editor.tourList.tourStatusFilter).toEqual([]);
  });

  it('cover the five settings documents', () => {
    expect(Object.keys(defaults).sort()).toEqual([...SETTINGS_NAMES].sort());
  });
});

describe('settings names', () => {
  it.each(['api', 'day', 'editor', 'notifications', 'ai'])('knows %s', (name) => {
    expect(isSettingsName(name)).toBe(true);
  });

  it.each(['Day', 'theme', '', 'toString', '__proto__'])('does not know %p', (name) => {
    expect(isSettingsName(name)).toBe(false);
  });
});

describe('merging stored settings over the defaults', () => {
  const defaults: Settings = defaultSettings();

  it('keeps stored values over the defaults', () => {
    const merged = mergeOverDefaults(defaults.day, { startTime: '08:00', endTime: '18:30', breakBetweenSegments: 10 });
    expect(merged).toEqual({ startTime: '08:00', endTime: '18:30', breakBetweenSegments: 10 });
  });

  it('fills what was never stored from the defaults, at every depth', () => {
    const merged = mergeOverDefaults(defaults.notifications, { phone: '+39 333 1234567', flight: { departureDelay: { WARNING: 20 } } });
    expect(merged.phone).toBe('+39 333 1234567');
    expect(merged.flight.departureDelay).toEqual({ WARNING: 20, ALERT: 30, CRITICAL: 60 });
    expect(merged.flight.arrivalDelay).toEqual(defaults.notifications.flight.arrivalDelay);
    expect(merged.weather).toEqual(defaults.notifications.weather);
  });

  it('keeps a stored false, 0 or empty text rather than the default', () => {
    const editor = mergeOverDefaults(defaults.editor, { tourEditor: { autosave: false } });
    expect(editor.tourEditor).toEqual({ autosave: false, autoFillSegment: true });
    expect(mergeOverDefaults(defaults.day, { breakBetweenSegments: 0 }).breakBetweenSegments).toBe(0);
    expect(mergeOverDefaults(defaults.ai, { systemPrompt: '' }).systemPrompt).toBe('');
  });

  it('drops stored keys the defaults do not have', () => {
    const merged = mergeOverDefaults(defaults.day, { startTime: '08:00', lunchBreak: 60, legacy: { on: true } });
    expect(merged).toEqual({ startTime: '08:00', endTime: '17:00', breakBetweenSegments: 15 });
  });

  it('ignores stored values of the wrong type', () => {
    const merged = mergeOverDefaults(defaults.day, { startTime: 800, endTime: null, breakBetweenSegments: '10' });
    expect(merged).toEqual(defaults.day);
  });

  it('ignores a stored value where a group of settings is expected', () => {
    expect(mergeOverDefaults(defaults.editor, { tourEditor: 'on', tourList: 3 })).toEqual(defaults.editor);
  });

  it('ignores a stored list where a group of settings is expected', () => {
    expect(mergeOverDefaults(defaults.editor, { tourEditor: [true, false] })).toEqual(defaults.editor);
    expect(mergeOverDefaults(defaults.day, ['08:00', '18:00'])).toEqual(defaults.day);
  });

  it('ignores a group of settings where a single value is expected', () => {
    expect(mergeOverDefaults(defaults.day, { breakBetweenSegments: { minutes: 10 } })).toEqual(defaults.day);
  });

  it('keeps a stored list where a list is expected, and ignores anything else there', () => {
    expect(mergeOverDefaults(defaults.editor, { tourList: { tourStatusFilter: ['DRAFT', 'PLANNED'] } }).tourList.tourStatusFilter).toEqual(['DRAFT', 'PLANNED']);
    expect(mergeOverDefaults(defaults.editor, { tourList: { tourStatusFilter: 'DRAFT' } }).tourList.tourStatusFilter).toEqual([]);
    expect(mergeOverDefaults(defaults.editor, { tourList: { tourStatusFilter: { 0: 'DRAFT' } } }).tourList.tourStatusFilter).toEqual([]);
  });

  it.each([[undefined], [null], ['settings'], [42]])('falls back to the defaults when the stored document is %p', (stored) => {
    expect(mergeOverDefaults(defaults, stored)).toEqual(defaults);
  });

  it('merges a whole stored organization', () => {
    const merged = mergeOverDefaults(defaults, { day: { endTime: '19:00' }, ai: { model: 'gpt-5' }, theme: 'dark' });
    expect(merged).toEqual({ ...defaults, day: { ...defaults.day, endTime: '19:00' }, ai: { ...defaults.ai, model: 'gpt-5' } });
  });

  it('leaves the defaults untouched', () => {
    const pristine = defaultSettings();
    const base = defaultSettings();
    mergeOverDefaults(base, { day: { startTime: '05:00' }, editor: { tourList: { tourStatusFilter: ['DRAFT'] } } });
    expect(base).toEqual(pristine);
  });
});

describe('normalizing editor settings', () => {
  const filters = (value: unknown) => {
    const normalized = normalizeEditorSettings(value) as Settings['editor'];
    return [normalized.tourList.tourStatusFilter, normalized.dashboardMap.dashboardMapFilter.tourStatusFilter];
  };

  it('keeps status filters that are lists', () => {
    expect(filters({ tourList: { tourStatusFilter: ['DRAFT'] }, dashboardMap: { dashboardMapFilter: { tourStatusFilter: ['IN_PROGRESS', 'CONFIRMED'] } } })).toEqual([
      ['DRAFT'],
      ['IN_PROGRESS', 'CONFIRMED'],
    ]);
  });

  it.each([['DRAFT'], ['DRAFT,PLANNED'], [null], [7], [{ 0: 'DRAFT' }], [true]])('turns the status filter %p into an empty list', (filter) => {
    expect(filters({ tourList: { tourStatusFilter: filter }, dashboardMap: { dashboardMapFilter: { tourStatusFilter: filter } } })).toEqual([[], []]);
  });

  it('adds empty status filters where they are missing', () => {
    expect(normalizeEditorSettings({ tourEditor: { autosave: true, autoFillSegment: false } })).toEqual({
      tourEditor: { autosave: true, autoFillSegment: false },
      tourList: { tourStatusFilter: [] },
      dashboardMap: { dashboardMapFilter: { tourStatusFilter: [] } },
    });
  });

  it('replaces filter groups that are not objects', () => {
    expect(filters({ tourList: 'DRAFT', dashboardMap: { dashboardMapFilter: ['DRAFT'] } })).toEqual([[], []]);
  });

  it('keeps every other editor setting as it is', () => {
    const normalized = normalizeEditorSettings({ tourEditor: { autosave: false }, tourList: { tourStatusFilter: 'x', pageSize: 20 }, extra: 1 });
    expect(normalized).toMatchObject({ tourEditor: { autosave: false }, tourList: { tourStatusFilter: [], pageSize: 20 }, extra: 1 });
  });

  it.each([[null], ['editor'], [[1, 2]], [undefined]])('passes %p through for validation to refuse', (input) => {
    expect(normalizeEditorSettings(input)).toEqual(input);
  });
});

describe('saving the default settings (SPEC §4: the first load of an organization without settings)', () => {
  const given = deciderSpecification(settingsDecider, undefined);
  const defaults = defaultSettings().day as unknown as Record<string, unknown>;
  const saved = (values: Record<string, unknown>): SettingsEvent => ({ type: 'SettingsChanged', data: { name: 'day', values } });

  it('saves the defaults into a document never saved', () => {
    given().when({ type: 'SaveDefaultSettings', data: { name: 'day', values: defaults } }).then(saved(defaults));
  });

  it('leaves a document already saved as it is, so that a second first load saves nothing', () => {
    given(saved(defaults)).when({ type: 'SaveDefaultSettings', data: { name: 'day', values: defaults } }).thenNothingHappened();
    given(saved({ ...defaults, startTime: '08:00' })).when({ type: 'SaveDefaultSettings', data: { name: 'day', values: defaults } }).thenNothingHappened();
  });

  it('still saves changed values, and nothing for the values a document already has', () => {
    given(saved(defaults)).when({ type: 'ChangeSettings', data: { name: 'day', values: { ...defaults, startTime: '08:00' } } }).then(saved({ ...defaults, startTime: '08:00' }));
    given(saved(defaults)).when({ type: 'ChangeSettings', data: { name: 'day', values: defaults } }).thenNothingHappened();
  });
});

describe('the emergency phone for travelers', () => {
  it.each(['', '+39 055 123 4567', '+81-3-1234-5678', '+1 (212) 555-0100', '+351912345678'])('accepts %p: empty, or an international number however it is spaced', (phone) => {
    expect(emergencyPhoneProblem(phone)).toBeNull();
  });

  it.each(['055 123 4567', '+0 123 456', 'call Marco', '+39 055 123 4567 ext 2', '+1234567890123456'])('refuses %p, saying how to write it', (phone) => {
    expect(emergencyPhoneProblem(phone)).toMatch(/international number starting with \+/);
  });

  it('is kept when stored, and empty when a document predates it', () => {
    expect(mergeOverDefaults(defaultSettings().notifications, { phone: '+393331234567' }).emergencyPhone).toBe('');
    expect(mergeOverDefaults(defaultSettings().notifications, { emergencyPhone: '+39 055 123 4567' }).emergencyPhone).toBe('+39 055 123 4567');
  });
});
