// The request contract over real HTTP against the mock: GET queries and /form bodies travel as the
// canonical entries that were signed, whatever the payload holds; a tampered one is refused.
import { beforeEach, describe, expect, it } from 'vitest';
import { call, requestHeaders, setSessionSource } from '@/lib/request/client';
import { canonEntries, wireForm, type Payload } from '@/lib/request/sign';

beforeEach(() => setSessionSource(() => ({ token: '', userCode: '', openid: '' })));

const payload: Payload = {
  nothing: null,
  missing: undefined,
  zero: 0,
  price: 12.3,
  negative: -5,
  yes: true,
  no: false,
  list: [1, '二', null, { k: 'v' }],
  nested: { a: { b: [1, 2], 名: '张三' }, c: null },
  text: '社区团购 a&b=c+d%/?#',
  empty: '',
};
/** What the server must see: every canonical entry as text, null and undefined absent. */
const expected = Object.fromEntries(canonEntries(payload));

describe('GET and /form payloads pass the mock signature check as they are', () => {
  it('GET: null, numbers, booleans, arrays, nested objects and Chinese text', async () => {
    await expect(call('/api/test/echo', payload, { method: 'GET', silent: true })).resolves.toEqual(expected);
  });

  it('/form: the same payload as a form body', async () => {
    await expect(call('/api/test/form/echo', payload, { silent: true })).resolves.toEqual(expected);
  });

  it('JSON: the same payload as a JSON body', async () => {
    await expect(call('/api/test/echo', payload, { silent: true })).resolves.toEqual(
      JSON.parse(JSON.stringify(payload)),
    );
  });

  it('a real GET of the contract signs and passes too', async () => {
    await expect(
      call('/api/community/v1/list', { city: '上海', page: 1, tags: ['a', 'b'] }, { method: 'GET', silent: true }),
    ).resolves.toEqual(expect.any(Array));
  });
});

describe('a tampered query or form body is refused (401)', () => {
  const path = '/api/test/echo';
  const get = (query: string, headers: Record<string, string>) =>
    fetch(`${path}?${query}`, { headers: { 'content-type': 'application/json', ...headers } }).then(
      (r) => r.json() as Promise<{ code: number; msg: string }>,
    );
  const form = (body: string, headers: Record<string, string>) =>
    fetch('/api/test/form/echo', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      body,
    }).then((r) => r.json() as Promise<{ code: number; msg: string }>);

  it('as sent, the hand-made request passes (the check below is about the change only)', async () => {
    await expect(get(wireForm(payload), requestHeaders(path, payload))).resolves.toMatchObject({ code: 0 });
  });
  it('a changed value', async () => {
    const wire = wireForm({ ...payload, text: '社区团购 a&b=c+d%/?!' });
    await expect(get(wire, requestHeaders(path, payload))).resolves.toMatchObject({
      code: 401,
      msg: expect.stringContaining('sign mismatch'),
    });
  });
  it('an added entry, or a repeated key', async () => {
    await expect(get(`${wireForm(payload)}&admin=1`, requestHeaders(path, payload))).resolves.toMatchObject({
      code: 401,
    });
    await expect(get(`${wireForm(payload)}&zero=1`, requestHeaders(path, payload))).resolves.toMatchObject({
      code: 401,
    });
  });
  it('a dropped entry', async () => {
    const { yes: _yes, ...rest } = payload;
    await expect(get(wireForm(rest), requestHeaders(path, payload))).resolves.toMatchObject({ code: 401 });
  });
  it('a form body changed after signing', async () => {
    const fp = '/api/test/form/echo';
    await expect(form(wireForm(payload), requestHeaders(fp, payload))).resolves.toMatchObject({ code: 0 });
    await expect(form(wireForm({ ...payload, price: 12.31 }), requestHeaders(fp, payload))).resolves.toMatchObject({
      code: 401,
    });
  });
});
