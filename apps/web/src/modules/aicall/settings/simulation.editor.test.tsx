import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { DEFAULT_SIMULATION, type LineSimulation } from '@zhiyu/contract/modules/aicall/line';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderForm, wrap } from '../../../components/schema/test-utils.tsx';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { changeLanguage, i18n, loadLanguage } from '../../../platform/i18n/index.ts';
import { lineColumns } from './line.columns.tsx';
import { SimulationEditor, toSimulation, toValues } from './simulation.editor.tsx';

beforeAll(async () => {
  await loadLanguage('zh-CN', { everything: true });
  await changeLanguage('zh-CN');
});

describe('simulation profile', { timeout: 30_000 }, () => {
  it('edits rates as percentages and keeps only weights above zero', () => {
    const v = toValues(DEFAULT_SIMULATION);
    expect(v.answerRate).toBe(60);
    expect(v.weights['775']).toBe(30);
    expect(v.weights['182']).toBe(0);
    expect(toSimulation(v)).toEqual(DEFAULT_SIMULATION);
  });

  it('shows each cause code with its result class and saves the edited profile', async () => {
    const saved: LineSimulation[] = [];
    const view = render(
      wrap(
        <SimulationEditor
          open
          number="02100000000"
          value={DEFAULT_SIMULATION}
          onSave={(s) => saved.push(s)}
          onClose={() => {}}
        />,
      ),
    );
    await waitFor(() => expect(document.body.textContent).toContain('模拟线路参数 · 02100000000'));
    const row = (code: number) =>
      [...document.querySelectorAll('tr')].find((tr) => tr.querySelector('td')?.textContent === String(code));
    expect(row(775)?.textContent).toContain('无人接听');
    expect(row(770)?.textContent).toContain('关机');
    expect(row(501)?.textContent).toContain('线路');
    const answer = document.querySelector('#sim_answerRate') as HTMLInputElement;
    fireEvent.change(answer, { target: { value: '85' } });
    const weight = document.querySelector('[aria-label="weight-182"]') as HTMLInputElement;
    fireEvent.change(weight, { target: { value: '7' } });
    await act(async () => fireEvent.click(document.querySelector('.ant-modal-footer .ant-btn-primary') as Element));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].answerRate).toBe(0.85);
    expect(saved[0].causeWeights).toEqual({ ...DEFAULT_SIMULATION.causeWeights, '182': 7 });
    view.unmount();
  });
});

describe('number form', { timeout: 30_000 }, () => {
  const columns = () =>
    lineColumns(i18n.getFixedT('zh-CN', 'callset')).filter(
      (c) => c.in?.includes('form') ?? true,
    ) as unknown as SchemaColumn[];

  it('refuses a number that is not 5–20 digits and submits nothing', async () => {
    const f = renderForm(columns(), 'form');
    fireEvent.change(f.container.querySelector('#schema_number') as HTMLInputElement, { target: { value: '12ab' } });
    await act(async () => f.submit());
    await waitFor(() => expect(f.container.textContent).toContain('号码须为5到20位数字，可带前导+'));
    expect(f.submitted).toHaveLength(0);
  });

  it('submits a typed number with the defaults', async () => {
    const f = renderForm(columns(), 'form');
    fireEvent.change(f.container.querySelector('#schema_number') as HTMLInputElement, {
      target: { value: '021-6666 0001' },
    });
    await act(async () => f.submit());
    await waitFor(() => expect(f.submitted).toHaveLength(1));
    expect(f.submitted[0]).toMatchObject({ number: '021-6666 0001', kind: 'simulated', concurrency: 10, status: 1 });
  });
});
