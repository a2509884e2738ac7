import { describe, expect, it } from 'vitest';
import { exchangeRecord } from '@/test/exchange';
import { answerValue, codeTokenOf, typeNameOf } from './answers';

describe('answers', () => {
  it('reads an answer as a value to compare, or says why it cannot', () => {
    expect(answerValue(exchangeRecord({ id: 1, view: '/', body: '{"Data":[1]}' }))).toEqual({ value: { Data: [1] } });
    expect(answerValue(exchangeRecord({ id: 1, view: '/', body: 'not json' }))).toEqual({ value: 'not json' });
    expect(answerValue(exchangeRecord({ id: 1, view: '/', state: 'failed', status: 401, body: '' }))).toEqual({ value: null });
    expect(answerValue(exchangeRecord({ id: 1, view: '/', state: 'pending', status: undefined }))).toBeUndefined();
    expect(answerValue(exchangeRecord({ id: 1, view: '/', state: 'aborted', status: 0 }))).toEqual({ missing: 'it was cancelled before its answer came' });
    expect(answerValue(exchangeRecord({ id: 1, view: '/', body: '{"Da', bodyCut: true }))).toEqual({ missing: 'its body was too large for the log to keep whole' });
    expect(answerValue(exchangeRecord({ id: 1, view: '/', bodyDropped: true }))).toEqual({ missing: 'the log no longer keeps its body' });
  });

  it('names a successful answer’s type after its schema', () => {
    expect(typeNameOf(exchangeRecord({ id: 1, view: '/', url: 'https://gw.test/sim/openapi/ref/v1/instruments/details/211/Stock' }))).toBe('InstrumentDetails');
    expect(typeNameOf(exchangeRecord({ id: 1, view: '/', url: 'https://gw.test/openapi/ca/v2/events?$top=1' }))).toBe('EventList');
    expect(typeNameOf(exchangeRecord({ id: 1, view: '/', url: 'https://gw.test/openapi/ca/v2/events', status: 400 }))).toBe('Answer');
    expect(typeNameOf(exchangeRecord({ id: 1, view: '/', url: 'https://gw.test/elsewhere' }))).toBe('Answer');
  });

  it('writes the demo user’s name into a demo request’s code, never the gateway’s token', () => {
    const gatewayToken = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ1In0.sig';
    const current = 'gateway:https://gw.test#u';
    expect(codeTokenOf(exchangeRecord({ id: 1, view: '/', backend: 'demo:demo' }), gatewayToken, current)).toEqual({ token: 'demo' });
    expect(codeTokenOf(exchangeRecord({ id: 1, view: '/', backend: 'demo:demo-restricted' }), 'demo-restricted', 'demo:demo-restricted')).toEqual({ token: 'demo-restricted' });
    expect(codeTokenOf(exchangeRecord({ id: 1, view: '/' }), gatewayToken, current)).toEqual({ token: gatewayToken });
    expect(codeTokenOf(exchangeRecord({ id: 1, view: '/', backend: 'demo:demo' }), undefined, current)).toEqual({});
  });

  it('gives a gateway request’s code the token only when the request went to the backend and user in use, and says why not', () => {
    const token = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ1In0.sig';
    // Another user of the same gateway, another gateway, and the demo in use now: none of them is this token's.
    for (const current of ['gateway:https://gw.test#other', 'gateway:https://live.gw.test#u', 'demo:demo']) {
      const code = codeTokenOf(exchangeRecord({ id: 1, view: '/' }), token, current);
      expect(code.token).toBeUndefined();
      expect(code.withheld).toMatch(/another backend or user/);
    }
  });
});
