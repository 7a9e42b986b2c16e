// Trail replay: choose a member and a time window, then play or scrub through the trail (a slider over its times); the map follows.
import { Button, ButtonGroup, Callout, HTMLSelect, Spinner } from '@blueprintjs/core';
import { PauseIcon, PlayIcon, RefreshIcon } from '@blueprintjs/icons';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { StaffPosition, StaffPositionView } from '@tourops/contracts';
import { toProblem } from '../../app/problem';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { personName } from '../../shared/personName';
import { memberColor } from './memberColors';
import type { ReplayOnMap } from './TrackingMap';
import { useGetTrailQuery } from './trackingApi';
import { TRAIL_WINDOWS, localInputValue, trailRange, type TrailWindowChoice } from './trailWindow';

/** Replay speeds: trail time per second of replay. */
const SPEEDS = [10, 60, 300] as const;

interface TrailReplayProps {
  members: StaffPositionView[];
  staffId: string | null;
  onStaffChange(staffId: string | null): void;
  onReplay(replay: ReplayOnMap | null): void;
}

/** The points up to `time` (inclusive) and the last of them. */
function upTo(points: StaffPosition[], time: number): { path: StaffPosition[]; point: StaffPosition | null } {
  let count = 0;
  while (count < points.length && Date.parse(points[count].at) <= time) count++;
  const path = points.slice(0, count);
  return { path, point: path.at(-1) ?? null };
}

export function TrailReplay({ members, staffId, onStaffChange, onReplay }: TrailReplayProps) {
  const [choice, setChoice] = useState<TrailWindowChoice>('1h');
  const [anchor, setAnchor] = useState(() => Date.now());
  const [customFrom, setCustomFrom] = useState(() => localInputValue(Date.now() - 60 * 60_000));
  const [customTo, setCustomTo] = useState(() => localInputValue(Date.now()));
  const range = trailRange(choice, anchor, customFrom, customTo);
  const { data, error, isFetching } = useGetTrailQuery(staffId && range ? { staffId, ...range } : skipToken);
  const points = useMemo(() => (data && data.staffId === staffId ? data.points : []), [data, staffId]);
  const first = points.length ? Date.parse(points[0].at) : 0;
  const last = points.length ? Date.parse(points[points.length - 1].at) : 0;
  const [time, setTime] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<(typeof SPEEDS)[number]>(60);
  const frame = useRef<number | null>(null);

  // Another member: a relative window ends now again.
  useEffect(() => {
    setAnchor(Date.now());
  }, [staffId]);

  // A new trail starts at its end, showing the whole path.
  useEffect(() => {
    setTime(last);
    setPlaying(false);
  }, [first, last]);

  useEffect(() => {
    if (!playing) return;
    let previous = performance.now();
    const step = (now: number) => {
      const elapsed = now - previous;
      previous = now;
      setTime((current) => Math.min(last, current + elapsed * speed));
      frame.current = requestAnimationFrame(step);
    };
    frame.current = requestAnimationFrame(step);
    return () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    };
  }, [playing, speed, last]);

  useEffect(() => {
    if (playing && time >= last) setPlaying(false);
  }, [playing, time, last]);

  const shown = useMemo(() => upTo(points, time), [points, time]);
  useEffect(() => {
    onReplay(staffId && points.length > 0 ? { path: shown.path, point: shown.point, color: memberColor(staffId) } : null);
  }, [onReplay, staffId, points.length, shown]);

  const play = () => {
    if (time >= last) setTime(first);
    setPlaying((current) => !current);
  };

  return (
    <section className="trail-replay" aria-label="Trail replay" data-testid="trail-replay">
      <h2 className="trail-replay-title">Trail replay</h2>
      <div className="trail-replay-controls">
        <HTMLSelect
          value={staffId ?? ''}
          onChange={(event) => onStaffChange(event.currentTarget.value || null)}
          aria-label="Member to replay"
          data-testid="replay-member"
        >
          <option value="">Choose a member…</option>
          {members.map((member) => (
            <option key={member.staffId} value={member.staffId}>
              {personName(member)}
            </option>
          ))}
        </HTMLSelect>
        <ButtonGroup>
          {TRAIL_WINDOWS.map((window) => (
            <Button
              key={window.choice}
              text={window.label}
              active={choice === window.choice}
              aria-pressed={choice === window.choice}
              data-testid={`replay-window-${window.choice}`}
              onClick={() => {
                setChoice(window.choice);
                setAnchor(Date.now());
              }}
            />
          ))}
          <Button text="Custom" active={choice === 'custom'} aria-pressed={choice === 'custom'} data-testid="replay-window-custom" onClick={() => setChoice('custom')} />
        </ButtonGroup>
        {choice !== 'custom' && <Button icon={<RefreshIcon />} aria-label="Up to now" title="Up to now" data-testid="replay-refresh" onClick={() => setAnchor(Date.now())} />}
      </div>
      {choice === 'custom' && (
        <div className="trail-replay-custom">
          <label>
            From <input type="datetime-local" className="bp6-input" value={customFrom} onChange={(event) => setCustomFrom(event.target.value)} data-testid="replay-from" />
          </label>
          <label>
            To <input type="datetime-local" className="bp6-input" value={customTo} onChange={(event) => setCustomTo(event.target.value)} data-testid="replay-to" />
          </label>
          {!range && <span className="muted">The start must be before the end.</span>}
        </div>
      )}
      <ProblemCallout problem={toProblem(error)} />
      {!staffId ? (
        <p className="muted">Choose a member to replay where they went.</p>
      ) : isFetching && points.length === 0 ? (
        <Spinner size={20} aria-label="Loading the trail" />
      ) : points.length === 0 ? (
        <Callout compact>No positions in this window.</Callout>
      ) : (
        <div className="trail-replay-player">
          <Button icon={playing ? <PauseIcon /> : <PlayIcon />} aria-label={playing ? 'Pause' : 'Play'} onClick={play} data-testid="replay-play" />
          <input
            type="range"
            className="trail-replay-slider"
            min={first}
            max={last}
            step="any"
            value={Math.round(time)}
            onChange={(event) => {
              setPlaying(false);
              setTime(Number(event.target.value));
            }}
            aria-label="Replay time"
            data-testid="replay-slider"
            data-time={shown.point?.at ?? ''}
          />
          <span className="trail-replay-time" data-testid="replay-time">
            {shown.point ? new Date(shown.point.at).toLocaleTimeString() : '–'}
          </span>
          <HTMLSelect value={speed} onChange={(event) => setSpeed(Number(event.currentTarget.value) as (typeof SPEEDS)[number])} aria-label="Replay speed">
            {SPEEDS.map((value) => (
              <option key={value} value={value}>
                {value}×
              </option>
            ))}
          </HTMLSelect>
          <span className="muted" data-testid="replay-point-count">
            {shown.path.length} of {points.length} points{data?.truncated ? ' (newest shown)' : ''}
          </span>
        </div>
      )}
    </section>
  );
}
