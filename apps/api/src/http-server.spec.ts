// The line `npm start` prints: the URL to open, and whether the network can reach it.
import { listeningOn } from './http-server';

describe('the listening line', () => {
  it('names the loopback URL of the local identity and how to open it to the network', () => {
    expect(listeningOn('127.0.0.1', 3000, 'local')).toBe('Listening on http://127.0.0.1:3000 (local sign-in; set HOST=0.0.0.0 to listen on every interface)');
  });

  it('says when every interface listens, with a URL a browser on this machine opens', () => {
    expect(listeningOn('0.0.0.0', 3000, 'clerk')).toBe('Listening on http://127.0.0.1:3000 and every network interface (Clerk sign-in)');
    expect(listeningOn('::1', 8080, 'local')).toBe('Listening on http://[::1]:8080 (local sign-in; set HOST=0.0.0.0 to listen on every interface)');
  });
});
