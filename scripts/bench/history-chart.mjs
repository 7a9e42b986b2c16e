// The history growth chart (docs/history-growth.svg): boot to ready and RSS against the size of the event log, hand-written SVG with the figures beside each point.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EVENTS_PER_TOUR } from './event-log.mjs';
import { fmt, root } from './lib.mjs';

const WIDTH = 980;
const CAPTION_TOP = 420;
const CAPTION_LINE = 16;
const CAPTION_CHARS = 150;
const PANEL = { top: 96, width: 380, height: 250 };
const LEFTS = [78, 568];
const SERIES = [
  { name: 'no stored read models (rebuilt from the log)', colour: '#0072B2', dash: '', marker: 'circle', labelBelow: false },
  { name: 'from the stored read models', colour: '#D55E00', dash: '6 4', marker: 'square', labelBelow: true },
];
const FONT = "font-family='system-ui, -apple-system, Segoe UI, Helvetica, Arial, sans-serif'";

const escape = (text) => String(text).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const short = (events) => (events >= 1e6 ? `${fmt(events / 1e6, events % 1e6 ? 2 : 0).replace(/\.?0+$/, '')}M` : `${fmt(events / 1e3)}k`);

/** A round upper bound of an axis and its step: 1, 2, 2.5 or 5 times a power of ten, about 4 steps. */
function axisOf(max) {
  const rough = max / 4 || 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((k) => k * power).find((candidate) => candidate >= rough);
  return { step, top: Math.ceil((max * 1.08) / step) * step };
}

function markerOf(series, x, y) {
  return series.marker === 'circle'
    ? `<circle cx='${x}' cy='${y}' r='4.5' fill='${series.colour}'/>`
    : `<rect x='${x - 4}' y='${y - 4}' width='8' height='8' fill='${series.colour}'/>`;
}

/** One panel: a line per series over the sizes, the value printed beside each point. */
function panel({ left, title, unit, digits, values, sizes, xOf }) {
  const { step, top } = axisOf(Math.max(...values.flat()));
  const yOf = (value) => PANEL.top + PANEL.height - (value / top) * PANEL.height;
  const bottom = PANEL.top + PANEL.height;
  const parts = [`<text x='${left}' y='${PANEL.top - 18}' font-size='15' font-weight='600' ${FONT}>${escape(title)}</text>`];
  for (let value = 0; value <= top + step / 2; value += step) {
    const y = yOf(value);
    parts.push(`<line x1='${left}' x2='${left + PANEL.width}' y1='${y}' y2='${y}' stroke='#d0d7de' stroke-width='1'/>`);
    parts.push(`<text x='${left - 8}' y='${y + 4}' font-size='12' text-anchor='end' fill='#444' ${FONT}>${fmt(value, step < 1 ? 1 : 0)}</text>`);
  }
  parts.push(`<text transform='translate(${left - 52} ${PANEL.top + PANEL.height / 2}) rotate(-90)' font-size='12' text-anchor='middle' fill='#444' ${FONT}>${escape(unit)}</text>`);
  parts.push(`<line x1='${left}' x2='${left + PANEL.width}' y1='${bottom}' y2='${bottom}' stroke='#57606a' stroke-width='1.2'/>`);
  for (const events of sizes) {
    const x = xOf(left, events);
    parts.push(`<line x1='${x}' x2='${x}' y1='${bottom}' y2='${bottom + 5}' stroke='#57606a'/>`);
    parts.push(`<text x='${x}' y='${bottom + 19}' font-size='12' text-anchor='middle' fill='#444' ${FONT}>${short(events)}</text>`);
  }
  parts.push(`<text x='${left + PANEL.width / 2}' y='${bottom + 40}' font-size='12' text-anchor='middle' fill='#444' ${FONT}>events in the log (history size)</text>`);
  SERIES.forEach((series, s) => {
    const points = sizes.map((events, i) => [xOf(left, events), yOf(values[s][i])]);
    parts.push(`<polyline points='${points.map(([x, y]) => `${x},${y}`).join(' ')}' fill='none' stroke='${series.colour}' stroke-width='2.2' stroke-dasharray='${series.dash}'/>`);
    points.forEach(([x, y], i) => {
      parts.push(markerOf(series, x, y));
      let label;
      // The higher series' figure above its point and to the left, the lower one's below and to the right (beside it when the
      // axis is too close): where rising lines leave room.
      if (values[s][i] >= values[1 - s][i]) label = { x: x + 4, y: y - 10, anchor: 'end' };
      else if (y + 20 <= bottom - 4) label = { x: x - 4, y: y + 20, anchor: 'start' };
      else label = { x: x + 9, y: y + 4, anchor: 'start' };
      parts.push(`<text x='${label.x}' y='${label.y}' font-size='12.5' font-weight='600' text-anchor='${label.anchor}' fill='${series.colour}' ${FONT}>${fmt(values[s][i], digits)}</text>`);
    });
  });
  return parts.join('\n  ');
}

/** A caption line cut at spaces into lines of at most CAPTION_CHARS characters. */
function wrapped(line) {
  const lines = [''];
  for (const word of line.split(' ')) {
    if (lines.at(-1) && lines.at(-1).length + word.length + 1 > CAPTION_CHARS) lines.push('');
    lines[lines.length - 1] += `${lines.at(-1) ? ' ' : ''}${word}`;
  }
  return lines;
}

/** Where and with what the figures were measured: the machine, the date and the commit. */
function captionLines(points) {
  const cpu = os.cpus();
  let commit = 'unknown commit';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    if (execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8' }).trim()) commit += ' with uncommitted changes';
  } catch {
    // not a git checkout: the commit stays unknown
  }
  const { tours, orgs } = points[0];
  return [
    `${fmt(tours)} tours of ${orgs} organizations at every size. Below ${fmt(tours * EVENTS_PER_TOUR)} events a tour has fewer planning events; above, the season runs: edits, monitor checks and staff positions (event-log-history.mjs).`,
    `Boot: from the start of the standalone server (SQLite log) to /api/health answering 200, its read models caught up. RSS: when it first answers.`,
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by scripts/bench/rebuild.mjs (SIZES=${points.map((p) => p.events).join(',')}) at ${commit}; ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, ${fmt(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, ${os.type()} ${os.release()}.`,
  ];
}

/** Writes the chart of `points` ({events, tours, orgs, bootColdS, bootStoredS, rssColdMB, rssStoredMB}, by size) to `file`. */
export function writeHistoryChart(file, points) {
  const sorted = [...points].sort((a, b) => a.events - b.events);
  const sizes = sorted.map((point) => point.events);
  const xMax = Math.max(...sizes) * 1.06;
  const xOf = (left, events) => Math.round((left + 14 + (events / xMax) * (PANEL.width - 14)) * 10) / 10;
  const legend = SERIES.map((series, s) => {
    const x = 78 + s * 380;
    return `<line x1='${x}' x2='${x + 34}' y1='52' y2='52' stroke='${series.colour}' stroke-width='2.2' stroke-dasharray='${series.dash}'/>${markerOf(series, x + 17, 52)}<text x='${x + 42}' y='56' font-size='13' ${FONT}>${escape(series.name)}</text>`;
  }).join('\n  ');
  const lines = captionLines(sorted).flatMap(wrapped);
  const caption = lines.map((line, i) => `<text x='24' y='${CAPTION_TOP + i * CAPTION_LINE}' font-size='11.5' fill='#444' ${FONT}>${escape(line)}</text>`);
  const height = CAPTION_TOP + lines.length * CAPTION_LINE + 8;
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' width='${WIDTH}' height='${height}' viewBox='0 0 ${WIDTH} ${height}' role='img' aria-labelledby='title desc'>
  <title id='title'>Boot to ready and RSS of the standalone server against the size of the event log</title>
  <desc id='desc'>${escape(sorted.map((p) => `${fmt(p.events)} events: boot ${fmt(p.bootColdS, 1)} s without and ${fmt(p.bootStoredS, 1)} s with the stored read models, RSS ${fmt(p.rssColdMB)} MB and ${fmt(p.rssStoredMB)} MB`).join('; '))}</desc>
  <rect width='100%' height='100%' fill='#ffffff'/>
  <text x='24' y='28' font-size='18' font-weight='600' ${FONT}>Boot and memory as the history grows (same ${fmt(sorted[0].tours)} tours)</text>
  ${legend}
  ${panel({ left: LEFTS[0], title: 'Boot to ready', unit: 'seconds', digits: 1, values: [sorted.map((p) => p.bootColdS), sorted.map((p) => p.bootStoredS)], sizes, xOf })}
  ${panel({ left: LEFTS[1], title: 'RSS when ready', unit: 'MB', digits: 0, values: [sorted.map((p) => p.rssColdMB), sorted.map((p) => p.rssStoredMB)], sizes, xOf })}
  ${caption.join('\n  ')}
</svg>
`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, svg);
}
