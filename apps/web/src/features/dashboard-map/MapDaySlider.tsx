// The map dashboard's day slider: today and the 14 days after it, one step a day.
import { FormGroup, Slider } from '@blueprintjs/core';
import { formatDayDate } from '../../shared/format';

const shortDate = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });
const short = (date: string) => (date ? shortDate.format(new Date(`${date}T00:00:00Z`)) : '');

export function MapDaySlider({ days, index, onChange }: { days: string[]; index: number; onChange(index: number): void }) {
  return (
    <FormGroup className="map-day-slider" label={<span data-testid="map-day" data-date={days[index]}>{index === 0 ? `Today, ${formatDayDate(days[index])}` : formatDayDate(days[index])}</span>}>
      <Slider
        min={0}
        max={days.length - 1}
        stepSize={1}
        labelValues={[0, 7, days.length - 1]}
        value={index}
        onChange={onChange}
        labelRenderer={(value) => (value === 0 ? 'Today' : short(days[value]))}
        handleHtmlProps={{ 'aria-label': 'Day shown on the map', 'data-testid': 'map-day-handle' } as never}
      />
    </FormGroup>
  );
}
