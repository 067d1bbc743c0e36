import { act, fireEvent, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderForm } from '../../../components/schema/test-utils.tsx';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { changeLanguage, i18n, loadLanguage } from '../../../platform/i18n/index.ts';
import { sipColumns } from './sip.columns.tsx';

beforeAll(async () => {
  await loadLanguage('zh-CN', { everything: true });
  await changeLanguage('zh-CN');
});

const columns = () => sipColumns(i18n.getFixedT('zh-CN', 'engine')) as unknown as SchemaColumn[];
const input = (c: HTMLElement, id: string) => c.querySelector(`#schema_${id}`) as HTMLInputElement;

// jsdom renders antd slowly on a busy machine.
describe('SIP trunk form (real antd, no mocks)', { timeout: 30_000 }, () => {
  it('submits the defaults with a valid address, ports and limits as numbers', async () => {
    const f = renderForm(columns(), 'form');
    fireEvent.change(input(f.container, 'address'), { target: { value: '2001:db8::1' } });
    await act(async () => f.submit());
    await waitFor(() => expect(f.submitted).toHaveLength(1));
    expect(f.submitted[0]).toEqual({
      address: '2001:db8::1',
      port: 5060,
      transport: 'udp',
      concurrency: 10,
      status: 'enabled',
    });
  });

  it('shows a clear message for a bad address, a bad username and an emptied port, and submits nothing', async () => {
    const f = renderForm(columns(), 'form');
    fireEvent.change(input(f.container, 'address'), { target: { value: 'bad host!' } });
    fireEvent.change(input(f.container, 'username'), { target: { value: 'a b' } });
    fireEvent.change(input(f.container, 'port'), { target: { value: '' } });
    await act(async () => f.submit());
    await waitFor(() => expect(f.container.textContent).toContain('请输入正确的主机名、IPv4 或 IPv6 地址'));
    expect(f.container.textContent).toContain('用户名不能包含空格、@、: 或 ;');
    expect(f.container.textContent).toContain('请输入');
    expect(f.submitted).toHaveLength(0);
  });
});
