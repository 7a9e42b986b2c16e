// The tour status filters kept in editor settings (apps/web …/tours/statusFilterSettings.ts): SPEC.md §5, only a list counts.
import { defaultSettings, type EditorSettings } from '@tourops/domain';
import { DASHBOARD_MAP_FILTER, statusFilterFrom, TOUR_LIST_FILTER } from '../../apps/web/src/features/tours/statusFilterSettings';

const editor = (dashboardMap: unknown, tourList: unknown = { tourStatusFilter: ['DRAFT'] }) => ({ ...defaultSettings().editor, dashboardMap, tourList }) as EditorSettings;

describe('reading a tour status filter from the settings', () => {
  it('reads a list as its statuses in lifecycle order, dropping what is not a status', () => {
    expect(statusFilterFrom(['IN_PROGRESS', 'CONFIRMED', 'SOMEDAY', 7])).toEqual(['CONFIRMED', 'IN_PROGRESS']);
  });

  it.each([['a string', 'CONFIRMED'], ['an object', { 0: 'CONFIRMED' }], ['null', null], ['a number', 3], ['nothing', undefined]])('reads %s as an empty filter', (_what, stored) => {
    expect(statusFilterFrom(stored)).toEqual([]);
  });

  it('finds the map dashboard’s filter under dashboardMap.dashboardMapFilter, apart from the tour list’s', () => {
    const settings = editor({ dashboardMapFilter: { tourStatusFilter: ['CONFIRMED'] } });
    expect(statusFilterFrom(DASHBOARD_MAP_FILTER.read(settings))).toEqual(['CONFIRMED']);
    expect(statusFilterFrom(TOUR_LIST_FILTER.read(settings))).toEqual(['DRAFT']);
  });

  it('reads a map dashboard filter that is not a list, or settings without one, as an empty filter', () => {
    expect(statusFilterFrom(DASHBOARD_MAP_FILTER.read(editor({ dashboardMapFilter: { tourStatusFilter: 'CONFIRMED' } })))).toEqual([]);
    expect(statusFilterFrom(DASHBOARD_MAP_FILTER.read(editor({ dashboardMapFilter: ['CONFIRMED'] })))).toEqual([]);
    expect(statusFilterFrom(DASHBOARD_MAP_FILTER.read(editor(undefined)))).toEqual([]);
  });

  it('writes the map dashboard’s filter in its place and leaves the tour list’s and other keys alone', () => {
    const settings = editor({ dashboardMapFilter: { tourStatusFilter: [], zoom: 3 }, pinned: true });
    const written = DASHBOARD_MAP_FILTER.write(settings, ['IN_PROGRESS']);
    expect(written.dashboardMap).toEqual({ dashboardMapFilter: { tourStatusFilter: ['IN_PROGRESS'], zoom: 3 }, pinned: true });
    expect(written.tourList).toEqual({ tourStatusFilter: ['DRAFT'] });
    expect(TOUR_LIST_FILTER.write(settings, ['PLANNED']).tourList).toEqual({ tourStatusFilter: ['PLANNED'] });
  });
});
