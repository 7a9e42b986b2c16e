// The thresholds of every measure at WARNING, ALERT and CRITICAL, with their units and the direction in which each is crossed.
import { HTMLTable, InputGroup } from '@blueprintjs/core';
import { THRESHOLD_LEVELS, THRESHOLD_MEASURES, directionOf, labelOf, unitOf } from '@tourops/domain';
import type { FieldErrors } from '../../shared/forms/fieldErrors';
import { thresholdField } from './notificationSettingsDraft';

const UNIT_NAMES: Record<string, string> = { '°C': '°C', 'km/h': 'km/h, sustained wind 10 m above ground', 'mm/h': 'mm per hour', min: 'minutes' };

export interface ThresholdTableProps {
  values: Record<string, string>;
  errors: FieldErrors;
  onChange: (field: string, value: string) => void;
  disabled: boolean;
}

export function ThresholdTable({ values, errors, onChange, disabled }: ThresholdTableProps) {
  return (
    <HTMLTable className="threshold-table" compact data-testid="threshold-table">
      <thead>
        <tr>
          <th>Measure</th>
          {THRESHOLD_LEVELS.map((level) => (
            <th key={level}>{level}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {THRESHOLD_MEASURES.map((measure) => (
          <tr key={measure} data-testid="threshold-row" data-measure={measure}>
            <th scope="row">
              <div>{labelOf(measure)}</div>
              <div className="muted small">
                {UNIT_NAMES[unitOf(measure)]}; reached {directionOf(measure) === 'downwards' ? 'at or below' : 'at or above'}
              </div>
            </th>
            {THRESHOLD_LEVELS.map((level) => {
              const field = thresholdField(measure, level);
              return (
                <td key={level}>
                  <InputGroup
                    type="number"
                    value={values[field]}
                    onChange={(event) => onChange(field, event.target.value)}
                    intent={errors[field] ? 'danger' : 'none'}
                    rightElement={<span className="threshold-unit">{unitOf(measure)}</span>}
                    aria-label={`${labelOf(measure)} ${level} (${unitOf(measure)})`}
                    disabled={disabled}
                    data-testid={`threshold-${field}`}
                  />
                  {errors[field] && <div className="field-error" data-testid={`threshold-error-${field}`}>{errors[field]}</div>}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
