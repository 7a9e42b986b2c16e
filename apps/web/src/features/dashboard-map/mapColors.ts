// The map dashboard's colours: one per segment type, one per alert severity (SPEC.md §9 theme), one for field staff.
import type { SegmentType, Severity } from '@tourops/domain';

export type Rgb = [number, number, number];

export const SEGMENT_COLORS: Record<SegmentType, Rgb> = {
  flight: [33, 150, 243],
  transfer: [247, 118, 2],
  activity: [76, 175, 80],
  accommodation: [142, 68, 173],
  meal: [0, 150, 136],
  free: [120, 120, 120],
};

export const SEVERITY_COLORS: Record<Severity, Rgb> = {
  INFO: [33, 150, 243],
  WARNING: [251, 140, 0],
  ALERT: [229, 57, 53],
  CRITICAL: [176, 0, 32],
};

export const STAFF_COLOR: Rgb = [51, 51, 51];

export const cssColor = ([r, g, b]: Rgb) => `rgb(${r} ${g} ${b})`;
