// The map dashboard's deck.gl map over the offline basemap and its cities: flights as arcs, transfers as paths, other segments as points, alert rings, field staff, and labels that never cover one another.
import { useCallback, useMemo, type Ref } from 'react';
import DeckGL from '@deck.gl/react';
import type { MapViewState, PickingInfo } from '@deck.gl/core';
import { ArcLayer, PathLayer, ScatterplotLayer } from '@deck.gl/layers';
import { SEVERITIES } from '@tourops/domain';
import type { DashboardMapSegment, LngLat, StaffPositionView } from '@tourops/contracts';
import type { LabelCandidate } from '../../shared/map/labelPlacement';
import { cityLayers, FEATURE_LABEL_SIZE, labelLayer } from '../../shared/map/mapLabels';
import { useMapLabels } from '../../shared/map/useMapLabels';
import { screenPixel, type MapSize } from '../../shared/map/mapView';
import { useMapKeyboardName } from '../../shared/map/useMapKeyboardName';
import { BasemapCredit, WORLD_MAP_VIEW, basemapLayer } from '../../shared/map/worldBasemap';
import { personName } from '../../shared/personName';
import { SEGMENT_COLORS, SEVERITY_COLORS, STAFF_COLOR } from './mapColors';
import { timeOf } from './MapDetailsPanel';

export type LocatedStaff = StaffPositionView & { position: NonNullable<StaffPositionView['position']> };

export type MapSelection = { kind: 'segment'; segment: DashboardMapSegment } | { kind: 'staff'; member: LocatedStaff };

interface DashboardMapProps {
  /** The map's box and its measured size (useMapSize), which labels and the first view are fitted to. */
  mapRef: Ref<HTMLDivElement>;
  size: MapSize | null;
  /** The page has set its first view: labels are placed from then on. */
  framed: boolean;
  segments: DashboardMapSegment[];
  staff: LocatedStaff[];
  selectedSegmentId: string | null;
  onSelect(selection: MapSelection): void;
  viewState: MapViewState;
  onViewStateChange(viewState: MapViewState): void;
}

/** Where a segment's alert ring and label sit: the middle of a movement, or its place. */
export const anchorOf = (segment: DashboardMapSegment): LngLat =>
  segment.positions.length === 2 ? [(segment.positions[0][0] + segment.positions[1][0]) / 2, (segment.positions[0][1] + segment.positions[1][1]) / 2] : segment.positions[0];

const isFlight = (segment: DashboardMapSegment) => segment.type === 'flight' && segment.positions.length === 2;
const isPath = (segment: DashboardMapSegment) => segment.type !== 'flight' && segment.positions.length === 2;
const isPoint = (segment: DashboardMapSegment) => segment.positions.length === 1;

function tooltipOf({ object }: PickingInfo<DashboardMapSegment | LocatedStaff>) {
  if (!object) return null;
  if ('staffId' in object) return { text: personName(object) };
  return { text: `${timeOf(object)} ${object.title}\n${object.where}${object.highestAlert ? `\n${object.highestAlert}` : ''}` };
}

type Labelled = { kind: 'segment'; segment: DashboardMapSegment } | { kind: 'staff'; member: LocatedStaff };

/**
 * A segment's label before a member's, an alerting segment's before a calm one's. Choosing a segment does not place the
 * labels again (on a map of thousands of dots that would hold the click): the details panel names it.
 */
function labelCandidates(segments: DashboardMapSegment[], staff: LocatedStaff[], view: MapViewState, size: MapSize): LabelCandidate<Labelled>[] {
  const ofSegments = segments.map((segment): LabelCandidate<Labelled> => ({
    key: `segment:${segment.segmentId}`,
    text: segment.title,
    at: screenPixel(view, size, anchorOf(segment)),
    priority: segment.highestAlert ? 100 + 10 * SEVERITIES.indexOf(segment.highestAlert) : 50,
    size: FEATURE_LABEL_SIZE,
    item: { kind: 'segment', segment },
    group: 'segment',
  }));
  const ofStaff = staff.map((member): LabelCandidate<Labelled> => ({
    key: `staff:${member.staffId}`,
    text: personName(member),
    at: screenPixel(view, size, [member.position.lng, member.position.lat]),
    priority: 40,
    size: FEATURE_LABEL_SIZE,
    item: { kind: 'staff', member },
    group: 'staff',
  }));
  return [...ofSegments, ...ofStaff];
}

const labelPosition = ({ item }: { item: Labelled }): LngLat => (item.kind === 'segment' ? anchorOf(item.segment) : [item.member.position.lng, item.member.position.lat]);

/** The segments by layer, computed once per answer: a new array would make deck.gl rebuild its buffers on every pan. */
function byLayer(segments: DashboardMapSegment[]) {
  return {
    flights: segments.filter(isFlight),
    transfers: segments.filter(isPath),
    places: segments.filter(isPoint),
    alerts: segments.filter((segment) => segment.highestAlert !== null),
  };
}

export function DashboardMap({ mapRef, size, framed, segments, staff, selectedSegmentId, onSelect, viewState, onViewStateChange }: DashboardMapProps) {
  const { flights, transfers, places, alerts } = useMemo(() => byLayer(segments), [segments]);
  const candidatesOf = useCallback((view: MapViewState, mapSize: MapSize) => labelCandidates(segments, staff, view, mapSize), [segments, staff]);
  const { labels, onInteractionStateChange } = useMapLabels(viewState, size, framed, candidatesOf);
  const pickSegment = (info: PickingInfo<DashboardMapSegment>) => {
    if (info.object) onSelect({ kind: 'segment', segment: info.object });
  };
  const width = (segment: DashboardMapSegment) => (segment.segmentId === selectedSegmentId ? 5 : 2);
  const common = { pickable: true, autoHighlight: true, highlightColor: [255, 75, 0, 200] as [number, number, number, number], onClick: pickSegment };

  const reported = useMemo(() => ({ labels: JSON.stringify(labels.features.map(({ text, box }) => ({ text, box }))), cities: labels.cities.map((label) => label.text).join('|') }), [labels]);

  const layers = [
    basemapLayer(),
    ...cityLayers(labels.cities),
    new PathLayer<DashboardMapSegment>({
      ...common,
      id: 'transfers',
      data: transfers,
      getPath: (segment) => segment.positions,
      getColor: (segment) => [...SEGMENT_COLORS[segment.type], 230],
      getWidth: width,
      widthUnits: 'pixels',
      widthMinPixels: 2,
      capRounded: true,
      updateTriggers: { getWidth: selectedSegmentId },
    }),
    new ArcLayer<DashboardMapSegment>({
      ...common,
      id: 'flights',
      data: flights,
      getSourcePosition: (segment) => segment.positions[0],
      getTargetPosition: (segment) => segment.positions[1],
      getSourceColor: [...SEGMENT_COLORS.flight, 220],
      getTargetColor: [21, 101, 192, 220],
      getWidth: width,
      greatCircle: true,
      updateTriggers: { getWidth: selectedSegmentId },
    }),
    new ScatterplotLayer<DashboardMapSegment>({
      ...common,
      id: 'alerts',
      data: alerts,
      getPosition: anchorOf,
      getRadius: 13,
      radiusUnits: 'pixels',
      filled: false,
      stroked: true,
      lineWidthUnits: 'pixels',
      getLineWidth: 3,
      getLineColor: (segment) => [...SEVERITY_COLORS[segment.highestAlert!], 255],
    }),
    new ScatterplotLayer<DashboardMapSegment>({
      ...common,
      id: 'places',
      data: places,
      getPosition: (segment) => segment.positions[0],
      getRadius: (segment) => (segment.segmentId === selectedSegmentId ? 9 : 6),
      radiusUnits: 'pixels',
      getFillColor: (segment) => [...SEGMENT_COLORS[segment.type], 255],
      getLineColor: [255, 255, 255],
      stroked: true,
      lineWidthUnits: 'pixels',
      getLineWidth: 1.5,
      updateTriggers: { getRadius: selectedSegmentId },
    }),
    new ScatterplotLayer<LocatedStaff>({
      id: 'field-staff',
      data: staff,
      pickable: true,
      autoHighlight: true,
      getPosition: (member) => [member.position.lng, member.position.lat],
      getRadius: 7,
      radiusUnits: 'pixels',
      getFillColor: [...STAFF_COLOR, 255],
      getLineColor: [255, 255, 255],
      stroked: true,
      lineWidthUnits: 'pixels',
      getLineWidth: 2,
      onClick: (info: PickingInfo<LocatedStaff>) => {
        if (info.object) onSelect({ kind: 'staff', member: info.object });
      },
    }),
    labelLayer('feature-names', labels.features, { position: labelPosition }),
  ];

  const keyboardStop = useMapKeyboardName('dashboard-map-deck', 'Map of tours, field staff and alerts');
  return (
    <div
      className="dashboard-map"
      data-testid="dashboard-map"
      ref={mapRef}
      data-view={JSON.stringify({ longitude: viewState.longitude, latitude: viewState.latitude, zoom: viewState.zoom })}
      data-labels={reported.labels}
      data-cities={reported.cities}
    >
      <DeckGL
        {...keyboardStop}
        views={WORLD_MAP_VIEW}
        viewState={viewState}
        onViewStateChange={({ viewState: next }) => onViewStateChange(next as MapViewState)}
        onInteractionStateChange={onInteractionStateChange}
        controller
        // A press up to a second is still a click: with 10,000 features a slow (software WebGL) frame can hold it past the default 250 ms.
        eventRecognizerOptions={{ click: { time: 1000 } }}
        layers={layers}
        getTooltip={tooltipOf as never}
        getCursor={({ isHovering, isDragging }) => (isDragging ? 'grabbing' : isHovering ? 'pointer' : 'grab')}
      />
      <BasemapCredit />
    </div>
  );
}
