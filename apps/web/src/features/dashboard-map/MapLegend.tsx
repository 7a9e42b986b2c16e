// What the map's colours and shapes mean: each kind of segment, the alert rings by level, field staff and the basemap's cities.
import { SEGMENT_TYPES, SEVERITIES, type SegmentType } from '@tourops/domain';
import { SEGMENT_TYPE_LABELS } from '../tour-planner/segmentTypes';
import { cssColor, SEGMENT_COLORS, SEVERITY_COLORS, STAFF_COLOR } from './mapColors';
import { SubHeading } from '../../shared/SubHeading';

const SHAPES: Partial<Record<SegmentType, string>> = { flight: 'arc from airport to airport', transfer: 'line from place to place' };

function Swatch({ type }: { type: SegmentType }) {
  const color = cssColor(SEGMENT_COLORS[type]);
  if (type === 'flight') return <svg width="22" height="12" aria-hidden><path d="M2 11 Q11 -3 20 11" fill="none" stroke={color} strokeWidth="2" /></svg>;
  if (type === 'transfer') return <svg width="22" height="12" aria-hidden><line x1="2" y1="6" x2="20" y2="6" stroke={color} strokeWidth="3" strokeLinecap="round" /></svg>;
  return <svg width="22" height="12" aria-hidden><circle cx="11" cy="6" r="5" fill={color} stroke="#fff" strokeWidth="1.5" /></svg>;
}

export function MapLegend() {
  return (
    <section className="map-legend" aria-label="Legend" data-testid="map-legend">
      <SubHeading look="h6" className="map-legend-title">Legend</SubHeading>
      <ul>
        {SEGMENT_TYPES.map((type) => (
          <li key={type} data-kind={type}>
            <Swatch type={type} />
            {SEGMENT_TYPE_LABELS[type]}
            {SHAPES[type] ? `: ${SHAPES[type]}` : ''}
          </li>
        ))}
        {[...SEVERITIES].reverse().map((level) => (
          <li key={level} data-level={level}>
            <svg width="22" height="16" aria-hidden>
              <circle cx="11" cy="8" r="6" fill="none" stroke={cssColor(SEVERITY_COLORS[level])} strokeWidth="2.5" />
            </svg>
            Ring: open {level} alert on the segment
          </li>
        ))}
        <li data-kind="staff">
          <svg width="22" height="12" aria-hidden>
            <circle cx="11" cy="6" r="5" fill={cssColor(STAFF_COLOR)} stroke="#fff" strokeWidth="2" />
          </svg>
          Field staff member, where their device last reported
        </li>
        <li data-kind="city">
          <svg width="22" height="12" aria-hidden>
            <circle cx="11" cy="6" r="2.5" fill="rgb(95 107 124)" />
          </svg>
          City (offline place index)
        </li>
      </ul>
      <p className="map-legend-note">A name followed by “+2” stands for two more nearby that have no room for their own label.</p>
    </section>
  );
}
