// The tracking map (deck.gl, no network tiles): an offline world basemap with its cities, each member's recent trail, dot and name (names never cover one another), and a replayed trail.
import { useCallback, useMemo, type Ref } from 'react';
import DeckGL from '@deck.gl/react';
import type { MapViewState, PickingInfo } from '@deck.gl/core';
import { PathLayer, ScatterplotLayer } from '@deck.gl/layers';
import type { StaffPosition, StaffPositionView } from '@tourops/contracts';
import type { LabelCandidate } from '../../shared/map/labelPlacement';
import { cityLayers, FEATURE_LABEL_SIZE, labelLayer } from '../../shared/map/mapLabels';
import { useMapLabels } from '../../shared/map/useMapLabels';
import { screenPixel, type MapSize } from '../../shared/map/mapView';
import { useMapKeyboardName } from '../../shared/map/useMapKeyboardName';
import { BasemapCredit, WORLD_MAP_VIEW, basemapLayer } from '../../shared/map/worldBasemap';
import { personName } from '../../shared/personName';
import { memberColor, type Rgb } from './memberColors';

type Located = StaffPositionView & { position: StaffPosition };

export interface ReplayOnMap {
  path: StaffPosition[];
  point: StaffPosition | null;
  color: Rgb;
}

interface TrackingMapProps {
  /** The map's box and its measured size (useMapSize), which names and the first view are fitted to. */
  mapRef: Ref<HTMLDivElement>;
  size: MapSize | null;
  /** The page has set its first view (or has nobody to frame): names are placed from then on. */
  framed: boolean;
  members: StaffPositionView[];
  focusedStaffId: string | null;
  onFocus(staffId: string): void;
  replay: ReplayOnMap | null;
  viewState: MapViewState;
  onViewStateChange(viewState: MapViewState): void;
}

const lngLat = (point: StaffPosition): [number, number] => [point.lng, point.lat];

/** The focused member's name first, then by name: the same names win room on every redraw. */
function nameCandidates(located: Located[], focusedStaffId: string | null, view: MapViewState, size: MapSize): LabelCandidate<Located>[] {
  return located.map((member) => ({
    key: `staff:${member.staffId}`,
    text: personName(member),
    at: screenPixel(view, size, lngLat(member.position)),
    priority: member.staffId === focusedStaffId ? 1 : 0,
    size: FEATURE_LABEL_SIZE,
    item: member,
    group: 'staff',
  }));
}

export function TrackingMap({ mapRef, size, framed, members, focusedStaffId, onFocus, replay, viewState, onViewStateChange }: TrackingMapProps) {
  const located = useMemo(() => members.filter((member): member is Located => member.position !== null), [members]);
  const candidatesOf = useCallback((view: MapViewState, mapSize: MapSize) => nameCandidates(located, focusedStaffId, view, mapSize), [located, focusedStaffId]);
  const { labels, onInteractionStateChange } = useMapLabels(viewState, size, framed, candidatesOf);

  const reported = useMemo(() => ({ labels: JSON.stringify(labels.features.map(({ text, box }) => ({ text, box }))), cities: labels.cities.map((label) => label.text).join('|') }), [labels]);

  const layers = [
    basemapLayer(),
    ...cityLayers(labels.cities),
    new PathLayer<Located>({
      id: 'recent-trails',
      data: located.filter((member) => member.recentTrail.length > 1),
      getPath: (member) => member.recentTrail.map(lngLat),
      getColor: (member) => [...memberColor(member.staffId), member.staffId === focusedStaffId ? 230 : 140],
      getWidth: 3,
      widthUnits: 'pixels',
      capRounded: true,
      jointRounded: true,
      updateTriggers: { getColor: focusedStaffId },
    }),
    replay &&
      new PathLayer<ReplayOnMap>({
        id: 'replay-trail',
        data: [replay],
        getPath: (trail) => trail.path.map(lngLat),
        getColor: (trail) => [...trail.color, 255],
        getWidth: 4,
        widthUnits: 'pixels',
        capRounded: true,
        jointRounded: true,
      }),
    replay?.point &&
      new ScatterplotLayer<StaffPosition>({
        id: 'replay-point',
        data: [replay.point],
        getPosition: lngLat,
        getRadius: 9,
        radiusUnits: 'pixels',
        getFillColor: [255, 255, 255],
        getLineColor: [...replay.color, 255],
        stroked: true,
        lineWidthUnits: 'pixels',
        getLineWidth: 4,
      }),
    new ScatterplotLayer<Located>({
      id: 'members',
      data: located,
      pickable: true,
      getPosition: (member) => lngLat(member.position),
      getRadius: (member) => (member.staffId === focusedStaffId ? 10 : 7),
      radiusUnits: 'pixels',
      getFillColor: (member) => [...memberColor(member.staffId), 255],
      getLineColor: [255, 255, 255],
      stroked: true,
      lineWidthUnits: 'pixels',
      getLineWidth: 2,
      updateTriggers: { getRadius: focusedStaffId },
      onClick: (info: PickingInfo<Located>) => {
        if (info.object) onFocus(info.object.staffId);
      },
    }),
    labelLayer('member-names', labels.features, { position: (label) => lngLat(label.item.position) }),
  ];

  const keyboardStop = useMapKeyboardName('tracking-map-deck', 'Map of field staff positions');
  return (
    <div
      className="tracking-map"
      data-testid="tracking-map"
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
        layers={layers}
        getCursor={({ isHovering, isDragging }) => (isDragging ? 'grabbing' : isHovering ? 'pointer' : 'grab')}
      />
      <BasemapCredit />
    </div>
  );
}
