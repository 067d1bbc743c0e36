import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newAppid } from '../../../src/modules/admin/app/appid.ts';
import { type TestApp, testApp } from '../../helpers/app.ts';

// The random source, scripted: first an appid the demo data already holds, then a free one.
const script = vi.hoisted(() => ({ values: [] as number[] }));
vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:crypto')>();
  return { ...real, randomInt: (min: number, max: number) => script.values.shift() ?? real.randomInt(min, max) };
});

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off' });
});
afterAll(() => t.close());

describe('appid generation', () => {
  it('never hands out an appid that exists: a taken one is drawn again', async () => {
    script.values = [30000001, 30000002, 12345678];
    expect(await newAppid(t.db)).toBe('12345678');
  });

  it('is always 8 digits without a leading zero', async () => {
    for (let i = 0; i < 50; i++) expect(await newAppid(t.db)).toMatch(/^[1-9]\d{7}$/);
  });
});
