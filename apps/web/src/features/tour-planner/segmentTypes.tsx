// Segment types: their labels and icons, and which have a location of their own (flights and transfers have their route).
import { AirplaneIcon, GlassIcon, HomeIcon, PauseIcon, TaxiIcon, WalkIcon } from '@blueprintjs/icons';
import { SEGMENT_TYPES, type SegmentType } from '@tourops/domain';
import type { ReactElement } from 'react';

export const SEGMENT_TYPE_LABELS: Record<SegmentType, string> = {
  activity: 'Activity',
  transfer: 'Transfer',
  flight: 'Flight',
  accommodation: 'Accommodation',
  meal: 'Meal',
  free: 'Free time',
};

export const SEGMENT_TYPE_ICONS: Record<SegmentType, ReactElement> = {
  activity: <WalkIcon />,
  transfer: <TaxiIcon />,
  flight: <AirplaneIcon />,
  accommodation: <HomeIcon />,
  meal: <GlassIcon />,
  free: <PauseIcon />,
};

export const SEGMENT_TYPE_OPTIONS = SEGMENT_TYPES.map((type) => ({ value: type, label: SEGMENT_TYPE_LABELS[type] }));

export const isSegmentType = (value: string): value is SegmentType => (SEGMENT_TYPES as readonly string[]).includes(value);

/** Flights go between airports and transfers between places: the others happen at one location. */
export const hasLocation = (type: SegmentType) => type !== 'flight' && type !== 'transfer';
