// The tracking map (deck.gl, no network tiles): an offline world basemap, each member's recent trail, dot and name, and a replayed trail.
import { useMemo } from 'react';
import DeckGL from '@deck.gl/react';
import type { MapViewState, PickingInfo } from '@deck.gl/core';
import { PathLayer, ScatterplotLayer, TextLayer } from '@deck.gl/layers';
import type { StaffPosition, StaffPositionView } from '@tourops/contracts';
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
  members: StaffPositionView[];
  focusedStaffId: string | null;
  onFocus(staffId: string): void;
  replay: ReplayOnMap | null;
  viewState: MapViewState;
  onViewStateChange(viewState: MapViewState): void;
}

const lngLat = (point: StaffPosition): [number, number] => [point.lng, point.lat];

export function TrackingMap({ members, focusedStaffId, onFocus, replay, viewState, onViewStateChange }: TrackingMapProps) {
  const located = useMemo(() => members.filter((member): member is Located => member.position !== null), [members]);

  const layers = [
    basemapLayer(),
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
    new TextLayer<Located>({
      id: 'member-names',
      data: located,
      getPosition: (member) => lngLat(member.position),
      getText: (member) => personName(member),
      getSize: 13,
      getColor: [30, 30, 30],
      getPixelOffset: [0, -18],
      fontWeight: 600,
      outlineWidth: 3,
      outlineColor: [255, 255, 255],
      fontSettings: { sdf: true },
      characterSet: 'auto',
    }),
  ];

  return (
    <div className="tracking-map" data-testid="tracking-map">
      <DeckGL
        views={WORLD_MAP_VIEW}
        viewState={viewState}
        onViewStateChange={({ viewState: next }) => onViewStateChange(next as MapViewState)}
        controller
        layers={layers}
        getCursor={({ isHovering, isDragging }) => (isDragging ? 'grabbing' : isHovering ? 'pointer' : 'grab')}
      />
      <BasemapCredit />
    </div>
  );
}
