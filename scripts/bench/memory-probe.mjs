// Preloaded into a benchmarked server (node --import): answers {id, gc} over the IPC channel with its memory and event-loop figures,
// and the monitor's look figures published since the last answer (apps/monitor/src/check-scheduler.ts, MONITOR_LOOK_CHANNEL).
import { subscribe } from 'node:diagnostics_channel';
import process from 'node:process';
import { performance } from 'node:perf_hooks';

if (process.send) {
  let monitorLooks = [];
  subscribe('tourops:monitor:look', (figures) => {
    if (monitorLooks.length < 100_000) monitorLooks.push(figures);
  });
  process.on('message', (message) => {
    if (typeof message?.id !== 'number') return;
    if (message.gc && typeof globalThis.gc === 'function') globalThis.gc();
    process.send({
      id: message.id,
      memory: process.memoryUsage(),
      maxRssBytes: process.resourceUsage().maxRSS * 1024,
      gc: Boolean(message.gc && globalThis.gc),
      // Cumulative event-loop utilization (idle and active ms): the difference of two answers tells how busy the main thread was.
      eventLoop: performance.eventLoopUtilization(),
      monitorLooks,
    });
    monitorLooks = [];
  });
  // The channel must not keep the server alive on its own.
  process.channel?.unref();
}
