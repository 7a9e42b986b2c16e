// What Node's parser refuses before there is a request is answered as problem+json on the raw socket.
import { answerClientError } from './framework-errors';

function fakeSocket() {
  const socket = { destroyed: false, writable: true, written: '', write: (text: string) => (socket.written += text), destroy: () => (socket.destroyed = true) };
  return socket;
}

const answerTo = (code: string) => {
  const socket = fakeSocket();
  answerClientError(Object.assign(new Error('client error'), { code }), socket as never);
  const [head, body] = socket.written.split('\r\n\r\n');
  return { head, body: JSON.parse(body), destroyed: socket.destroyed };
};

describe('client errors', () => {
  it('answers a request that arrived too slowly with a 408 problem', () => {
    const answer = answerTo('ERR_HTTP_REQUEST_TIMEOUT');
    expect(answer.head).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\nContent-Type: application\/problem\+json/);
    expect(answer.body).toEqual({ type: 'about:blank', title: 'Request Timeout', status: 408, detail: 'The request took too long to arrive; send it again.' });
    expect(answer.destroyed).toBe(true);
  });

  it('answers oversize headers with 431 and anything unreadable with 400', () => {
    expect(answerTo('HPE_HEADER_OVERFLOW').body).toMatchObject({ status: 431, detail: expect.stringMatching(/too large/) });
    expect(answerTo('HPE_INVALID_METHOD').body).toMatchObject({ status: 400, detail: 'The request is not valid HTTP and could not be read.' });
  });

  it('writes nothing to a connection the client already reset', () => {
    const socket = fakeSocket();
    answerClientError(Object.assign(new Error('reset'), { code: 'ECONNRESET' }), socket as never);
    expect(socket.written).toBe('');
  });
});
