// /dashboard/map: today's and upcoming tours on a deck.gl map over the offline basemap, with field staff live, alerts, a status filter and a day slider.
import { Button, Spinner } from '@blueprintjs/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { MapViewState } from '@deck.gl/core';
import type { TourStatus } from '@tourops/domain';
import { toProblem } from '../../app/problem';
import { calendarToday } from '../../shared/calendarToday';
import { fitView, REGION_ZOOM, WORLD_VIEW } from '../../shared/map/mapView';
import { useMapSize } from '../../shared/map/useMapSize';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { PageHeader } from '../layout/PageHeader';
import { useListStaffPositionsQuery } from '../tracking/trackingApi';
import { StatusToggles } from '../tours/StatusToggles';
import { DASHBOARD_MAP_FILTER } from '../tours/statusFilterSettings';
import { useTourStatusFilter } from '../tours/useTourStatusFilter';
import { DashboardMap, type LocatedStaff, type MapSelection } from './DashboardMap';
import { useGetDashboardMapQuery } from './dashboardMapApi';
import { MapDaySlider } from './MapDaySlider';
import { MapDetailsPanel } from './MapDetailsPanel';
import { MapLegend } from './MapLegend';
import { mapDayOf, mapRange } from './mapDays';
import { MapTourList } from './MapTourList';
import './dashboard-map.css';

export function MapDashboardPage() {
  const range = useMemo(() => mapRange(calendarToday()), []);
  const filter = useTourStatusFilter(DASHBOARD_MAP_FILTER);
  const statuses = filter.statuses as TourStatus[];
  const { data, error, isLoading, refetch } = useGetDashboardMapQuery({ from: range.from, to: range.to, statuses });
  const positions = useListStaffPositionsQuery();
  const [dayIndex, setDayIndex] = useState(0);
  const [selection, setSelection] = useState<MapSelection | null>(null);
  const [viewState, setViewState] = useState<MapViewState>(WORLD_VIEW);
  const fitted = useRef(false);
  const [framed, setFramed] = useState(false);
  const map = useMapSize<HTMLDivElement>();

  const date = range.days[dayIndex];
  const day = useMemo(() => mapDayOf(data, date, statuses), [data, date, statuses]);
  const staff = useMemo(() => (positions.data?.items ?? []).filter((member): member is LocatedStaff => member.position !== null), [positions.data]);

  // Once the tours, the staff positions and the map's size are known, the view frames all of today's segments and the staff; afterwards the operator's view is kept.
  useEffect(() => {
    if (fitted.current || !data || positions.isLoading || !map.size) return;
    fitted.current = true;
    const points = [...day.segments.flatMap((segment) => segment.positions), ...staff.map((member): [number, number] => [member.position.lng, member.position.lat])];
    setViewState(fitView(points, map.size, { maxZoom: REGION_ZOOM }));
    setFramed(true);
  }, [data, day, staff, positions.isLoading, map.size]);

  const selectedTour = selection?.kind === 'segment' ? data?.tours.find((tour) => tour.id === selection.segment.tourId) : undefined;

  return (
    <main className="dashboard-map-page" data-testid="dashboard-map-page">
      <PageHeader title="Map" subtitle="Tours of today and the next two weeks, field staff as their devices report, and open alerts by severity." />
      <ProblemCallout problem={toProblem(error)} action={<Button text="Try again" onClick={() => void refetch()} />} />
      <div className="dashboard-map-controls">
        <StatusToggles
          label="Status"
          ariaLabel="Show tours of these statuses"
          statuses={filter.statuses}
          onChange={filter.change}
          helperText={filter.saved ? 'None pressed shows every status; the choice is saved for the organization.' : 'Only administrators save the filter for the organization; yours applies to this page.'}
          testId="map-status-filter"
        />
        <MapDaySlider days={range.days} index={dayIndex} onChange={(index) => { setDayIndex(index); setSelection(null); }} />
      </div>
      {isLoading ? (
        <Spinner aria-label="Loading the map" />
      ) : (
        <div className="dashboard-map-layout">
          <DashboardMap
            mapRef={map.ref}
            size={map.size}
            framed={framed}
            segments={day.segments}
            staff={staff}
            selectedSegmentId={selection?.kind === 'segment' ? selection.segment.segmentId : null}
            onSelect={setSelection}
            viewState={viewState}
            onViewStateChange={setViewState}
          />
          <aside className="dashboard-map-sidebar">
            {selection && <MapDetailsPanel selection={selection} tour={selectedTour} onClose={() => setSelection(null)} />}
            <MapTourList date={date} tours={day.tours} segments={day.segments} staffShown={staff.length} />
            <MapLegend />
          </aside>
        </div>
      )}
    </main>
  );
}
