import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../platform/request/errors.ts';
import { toastError } from '../../../platform/request/toast.ts';
import { bind } from './bind.api.ts';

vi.mock('../../../platform/request/toast.ts', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

function stubFetch(res: Response) {
  const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(res));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('bind (public POST /newaitext/open/bind)', () => {
  it('names a widget channel by its public key in the body, without a session', async () => {
    const fetch = stubFetch(reply(200, { code: '000000', data: { channelName: '官网', account: 'u-1', boundAt: 1 } }));
    await expect(bind(' wk-abc ', ' u-1 ', ' 123456 ')).resolves.toEqual({
      channelName: '官网',
      account: 'u-1',
      boundAt: 1,
    });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/newaitext/open/bind');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ channelKey: 'wk-abc', account: 'u-1', code: '123456' });
    expect((init.headers as Headers).get('x-api-key')).toBeNull();
  });

  it('sends an API channel key in the X-Api-Key header, never in the body', async () => {
    const fetch = stubFetch(reply(200, { code: '000000', data: { channelName: 'API', account: 'u', boundAt: 1 } }));
    await bind('sk-secret', 'u', '123456');
    const [, init] = fetch.mock.calls[0];
    expect(JSON.parse(String(init.body))).toEqual({ account: 'u', code: '123456' });
    expect((init.headers as Headers).get('x-api-key')).toBe('sk-secret');
  });

  it("rejects with the server's code and message, without a toast", async () => {
    stubFetch(reply(400, { code: '170008', msg: '绑定码错误' }));
    const err = await bind('wk-abc', 'u', '000000').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: '170008', message: '绑定码错误' });
    expect(toastError).not.toHaveBeenCalled();
  });
});
