// The demo season's calls to one server as the signed-in admin: reads, writes that must succeed, the demo clock and monitor looks.
import { allPages, client, ok } from '../lib/tourops-api.mjs';

export class SeasonApi {
  constructor(baseUrl, token) {
    this.call = client(baseUrl, { timeoutMs: 60_000 });
    this.token = token;
    this.clockAt = null;
    this.writes = 0;
  }

  get(path, what = `GET ${path}`) {
    return ok(this.call('GET', path, { token: this.token }), what);
  }

  /** A write that must succeed; answers its body. */
  async send(method, path, body, what = `${method} ${path}`) {
    const answer = await ok(this.call(method, path, { token: this.token, body }), what);
    this.writes++;
    return answer;
  }

  /** A write whose refusal the caller looks at ({ status, body }). */
  async attempt(method, path, body) {
    const answer = await this.call(method, path, { token: this.token, body });
    if (answer.status >= 200 && answer.status < 300) this.writes++;
    return answer;
  }

  all(path, what) {
    return allPages(this.call, this.token, path, what);
  }

  /** The server's clock, checked first to be a demo clock (DEMO_CLOCK=steered). */
  async demoClock() {
    const answer = await this.call('GET', '/api/dev/clock', { token: this.token });
    if (answer.status === 404)
      throw new Error('the server has no demo clock: start it with DEMO_CLOCK=steered (and MONITOR_TICK_MS=0), or let npm run seed:demo start its own on the data directory');
    return ok(answer, 'read the demo clock');
  }

  async steerClockTo(ms) {
    if (this.clockAt === ms) return;
    await ok(this.call('PUT', '/api/dev/clock', { token: this.token, body: { now: new Date(ms).toISOString() } }), 'steer the clock');
    this.clockAt = ms;
  }

  async releaseClock() {
    await ok(this.call('DELETE', '/api/dev/clock', { token: this.token }), 'release the clock');
    this.clockAt = null;
  }

  /** What the simulated flight provider answers for one flight (no event: the provider's memory). */
  steerFlight(flight) {
    return ok(this.call('POST', '/api/dev/monitoring/flights', { token: this.token, body: flight }), `steer ${flight.flightNumber}`);
  }

  /** One monitor look at the clock's time: { at, checks, position }. */
  look() {
    return ok(this.call('POST', '/api/dev/monitoring/look', { token: this.token }), 'monitor look');
  }
}
