import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  getQcRecord,
  listQcRecords,
  type QcHit,
  type QcRecordDetail,
  type QcRecordRow,
  reviewQcHit,
} from '@zhiyu/contract/modules/aihelper/qc-record';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../platform/i18n/index.ts';
import { ApiError } from '../../../platform/request/errors.ts';
import { toastSuccess } from '../../../platform/request/toast.ts';
import { drawAt, grantButtons, pageOf, rowOf } from '../../../test/page-kit.tsx';
import QualityRecordPage from './quality-record.page.tsx';

// The server: every endpoint the page calls, answered here.
const call = vi.hoisted(() => vi.fn());
vi.mock('../../../platform/request/call.ts', () => ({ call }));
vi.mock('../../../platform/request/toast.ts', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

vi.setConfig({ testTimeout: 90_000 });
const STARTED = Date.UTC(2026, 10, 28, 2, 0, 0);
const ROW: QcRecordRow = {
  ...{ id: 'conv-1', channelName: '呼叫中心', agent: 'agent01', skillGroup: '信用卡', customerNumber: '139****5678' },
  ...{ direction: 'in', startedAt: STARTED, durationSec: 95, score: 55, hits: 3, disputed: 1, scoredAt: STARTED },
};
const hit = (over: Partial<QcHit>): QcHit => ({
  ...{ id: 'h-1', pointId: 'qc-f', pointName: '服务禁语', kind: 'forbidden', mode: 'realtime', strategy: 1 },
  ...{ severity: 'critical', score: -5, utteranceId: 'u2', speaker: 'agent', text: '这个不归我管', atMs: 3000 },
  ...{ detail: '不归我管', review: 0, disputeReason: '', resolveReason: '', reviewer: '', resolver: '' },
  ...over,
});
const FORBIDDEN = hit({});
const REFUND = hit({
  ...{ id: 'h-2', pointId: 'qc-p', pointName: '退款投诉', kind: 'pattern', mode: 'postCall', score: -10 },
  ...{ utteranceId: 'u1', speaker: 'customer', text: '我要退款，不然就投诉', atMs: 1000, detail: '退款、投诉' },
  ...{ review: 2, disputeReason: '客户只是咨询', reviewer: 'qa01', severity: 'warning' },
});
const CLOSING = hit({
  ...{ id: 'h-3', pointId: 'qc-c', pointName: '结束语', kind: 'required', strategy: 0, score: 0 },
  ...{ utteranceId: null, speaker: null, text: '', atMs: 95_000, detail: '', review: 4 },
  ...{ disputeReason: '已说再见', resolveReason: '录音里没有结束语', reviewer: 'qa01', resolver: 'lead01' },
});
const DETAIL: QcRecordDetail = {
  row: ROW,
  hits: [FORBIDDEN, REFUND, CLOSING],
  lines: [
    { utteranceId: 'u1', speaker: 'customer', text: '我要退款，不然就投诉', startMs: 1000, endMs: 2000 },
    { utteranceId: 'u2', speaker: 'agent', text: '这个不归我管', startMs: 3000, endMs: 4000 },
    { utteranceId: 'u3', speaker: 'agent', text: '还有别的问题吗', startMs: 65_000, endMs: 67_000 },
  ],
};
/** What the server answers a review with: the hit and the row after it. */
let answer: (body: { hitId: string; action: string; reason: string }) => Promise<unknown>;

beforeEach(async () => {
  await changeLanguage('zh-CN');
  call.mockReset();
  vi.mocked(toastSuccess).mockReset();
  answer = (b) => {
    const review = { confirm: 1, dispute: 2, accept: 3, reject: 4 }[b.action];
    const before = DETAIL.hits.find((h) => h.id === b.hitId) as QcHit;
    const by =
      b.action === 'confirm' || b.action === 'dispute'
        ? { reviewer: 'tenant', ...(b.reason ? { disputeReason: b.reason } : {}) }
        : { resolver: 'lead02', resolveReason: b.reason };
    const score = b.action === 'accept' ? ROW.score + 10 : ROW.score;
    return Promise.resolve({
      hit: { ...before, review, ...by },
      row: { ...ROW, score, disputed: b.action === 'dispute' ? 2 : 0 },
    });
  };
  call.mockImplementation((endpoint: unknown, args?: { body: { hitId: string; action: string; reason: string } }) => {
    if (endpoint === listQcRecords) return Promise.resolve(pageOf([ROW]));
    if (endpoint === getQcRecord) return Promise.resolve(DETAIL);
    if (endpoint === reviewQcHit && args) return answer(args.body);
    return Promise.reject(new Error('unexpected call'));
  });
  grantButtons('aihelper.qcRecord', ['review', 'export']);
});
afterEach(() => changeLanguage('zh-CN'));

const open = async () => {
  drawAt('/aihelper/qualityRecord', <QualityRecordPage />);
  await screen.findByText('agent01', {}, { timeout: 10_000 });
  fireEvent.click(within(rowOf('agent01')).getByTestId('qc-record-open'));
  return screen.findByTestId('qc-record-detail', {}, { timeout: 10_000 });
};
const hitCard = (detail: HTMLElement, point: string) =>
  within(detail)
    .getAllByTestId('qc-hit')
    .find((h) => within(h).queryByTestId('qc-hit-point')?.textContent === point) as HTMLElement;
const reviews = () => call.mock.calls.filter(([e]) => e === reviewQcHit).map(([, a]) => a.body);
const listReads = () => call.mock.calls.filter(([e]) => e === listQcRecords).length;
const modal = () =>
  waitFor(() => {
    const m = document.querySelector<HTMLElement>('.ant-modal-wrap:not([style*="display: none"]) .ant-modal');
    if (!m?.querySelector('#review_reason')) throw new Error('no reason dialog');
    return m;
  });
const ok = (m: HTMLElement, label: RegExp) =>
  act(async () => fireEvent.click(within(m).getByRole('button', { name: label })));

describe('a QC record', () => {
  it('shows the score, the facts, each hit with its review, and the transcript with the hit lines marked', async () => {
    const detail = await open();
    expect(call).toHaveBeenCalledWith(getQcRecord, { query: { id: 'conv-1' } });
    expect(within(detail).getByTestId('qc-detail-score').textContent).toBe('55');
    expect(within(detail).getByTestId('qc-detail-number').textContent).toBe('139****5678');
    expect(within(detail).getByTestId('qc-detail-disputed').textContent).toBe('1');
    // In the order of the call.
    expect(
      within(detail)
        .getAllByTestId('qc-hit-point')
        .map((p) => p.textContent),
    ).toEqual(['退款投诉', '服务禁语', '结束语']);
    const refund = hitCard(detail, '退款投诉');
    expect(refund.textContent).toContain('事后质检');
    expect(refund.textContent).toContain('评分规则');
    expect(within(refund).getByTestId('qc-hit-score').textContent).toBe('-10 分');
    expect(within(refund).getByTestId('qc-hit-line').textContent).toBe('00:01 客户：我要退款，不然就投诉');
    expect(within(refund).getByTestId('qc-hit-detail').textContent).toBe('命中内容：退款、投诉');
    expect(within(refund).getByTestId('qc-review').textContent).toBe('申诉中');
    expect(within(refund).getByTestId('qc-hit-dispute').textContent).toBe('申诉理由：客户只是咨询（qa01）');
    expect(within(refund).getByTestId('qc-hit-accept')).toBeTruthy();
    expect(within(refund).getByTestId('qc-hit-reject')).toBeTruthy();
    const forbidden = hitCard(detail, '服务禁语');
    expect(within(forbidden).getByTestId('qc-review').textContent).toBe('未复核');
    expect(within(forbidden).getByTestId('qc-hit-confirm')).toBeTruthy();
    const closing = hitCard(detail, '结束语');
    expect(within(closing).getByTestId('qc-hit-score').textContent).toBe('计次');
    expect(within(closing).getByTestId('qc-hit-line').textContent).toBe('01:35 整通会话');
    expect(within(closing).getByTestId('qc-review').textContent).toBe('申诉驳回');
    expect(within(closing).getByTestId('qc-hit-resolve').textContent).toBe('处理意见：录音里没有结束语（lead01）');
    expect(within(closing).queryByRole('button')).toBeNull();
    const lines = within(detail).getAllByTestId('qc-line');
    expect(lines.map((l) => [l.dataset.speaker, l.dataset.hit])).toEqual([
      ['customer', 'true'],
      ['agent', 'true'],
      ['agent', 'false'],
    ]);
    expect(lines[0]?.textContent).toContain('客户 · 00:01');
    expect(within(lines[1] as HTMLElement).getByTestId('qc-line-hits').textContent).toBe('服务禁语');
  });

  it('brings a hit’s line into view when the hit is clicked', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    const detail = await open();
    fireEvent.click(hitCard(detail, '服务禁语'));
    await waitFor(() => expect(scrolled.map((e) => (e as HTMLElement).dataset.utterance)).toEqual(['u2']));
    const lines = within(detail).getAllByTestId('qc-line');
    expect(lines.map((l) => l.dataset.active)).toEqual(['false', 'true', 'false']);
    expect(hitCard(detail, '服务禁语').dataset.active).toBe('true');
    // jsdom has none of its own.
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('confirms a hit at once: the hit and the list are brought up to date', async () => {
    const detail = await open();
    const reads = listReads();
    fireEvent.click(within(hitCard(detail, '服务禁语')).getByTestId('qc-hit-confirm'));
    await waitFor(() => expect(reviews()).toEqual([{ hitId: 'h-1', action: 'confirm', reason: '' }]));
    await waitFor(() =>
      expect(within(hitCard(detail, '服务禁语')).getByTestId('qc-review').textContent).toBe('已确认'),
    );
    expect(hitCard(detail, '服务禁语').textContent).toContain('确认人：tenant');
    expect(within(hitCard(detail, '服务禁语')).queryByTestId('qc-hit-confirm')).toBeNull();
    expect(toastSuccess).toHaveBeenCalledWith('已确认命中');
    await waitFor(() => expect(listReads()).toBeGreaterThan(reads));
  });

  it('disputes a hit only with a reason', async () => {
    const detail = await open();
    fireEvent.click(within(hitCard(detail, '服务禁语')).getByTestId('qc-hit-dispute'));
    const m = await modal();
    expect(m.textContent).toContain('申诉「服务禁语」的命中');
    await ok(m, /申\s*诉/);
    await within(m).findByText('请输入理由');
    expect(reviews()).toEqual([]);
    fireEvent.change(m.querySelector('#review_reason') as Element, { target: { value: '  坐席在复述客户的话  ' } });
    await ok(m, /申\s*诉/);
    await waitFor(() => expect(reviews()).toEqual([{ hitId: 'h-1', action: 'dispute', reason: '坐席在复述客户的话' }]));
    const card = hitCard(detail, '服务禁语');
    await waitFor(() => expect(within(card).getByTestId('qc-review').textContent).toBe('申诉中'));
    expect(within(card).getByTestId('qc-hit-dispute').textContent).toBe('申诉理由：坐席在复述客户的话（tenant）');
    expect(within(card).getByTestId('qc-hit-accept')).toBeTruthy();
    expect(within(detail).getByTestId('qc-detail-disputed').textContent).toBe('2');
    expect(toastSuccess).toHaveBeenCalledWith('已提交申诉');
  });

  it('accepts a dispute with a reason: the hit is void and the score recomputed', async () => {
    const detail = await open();
    const reads = listReads();
    fireEvent.click(within(hitCard(detail, '退款投诉')).getByTestId('qc-hit-accept'));
    const m = await modal();
    expect(m.textContent).toContain('通过「退款投诉」的申诉');
    await ok(m, /通\s*过/);
    await within(m).findByText('请输入理由');
    fireEvent.change(m.querySelector('#review_reason') as Element, { target: { value: '客户确实只是咨询' } });
    await ok(m, /通\s*过/);
    await waitFor(() => expect(reviews()).toEqual([{ hitId: 'h-2', action: 'accept', reason: '客户确实只是咨询' }]));
    const card = hitCard(detail, '退款投诉');
    await waitFor(() => expect(within(card).getByTestId('qc-review').textContent).toBe('申诉通过（已作废）'));
    expect(within(card).getByTestId('qc-hit-resolve').textContent).toBe('处理意见：客户确实只是咨询（lead02）');
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(detail).getByTestId('qc-detail-score').textContent).toBe('65');
    expect(toastSuccess).toHaveBeenCalledWith('申诉已通过，得分已重新计算');
    await waitFor(() => expect(listReads()).toBeGreaterThan(reads));
  });

  it('rejects a dispute with a reason', async () => {
    const detail = await open();
    fireEvent.click(within(hitCard(detail, '退款投诉')).getByTestId('qc-hit-reject'));
    const m = await modal();
    expect(m.textContent).toContain('驳回「退款投诉」的申诉');
    await ok(m, /驳\s*回/);
    await within(m).findByText('请输入理由');
    fireEvent.change(m.querySelector('#review_reason') as Element, { target: { value: '录音里明确说了投诉' } });
    await ok(m, /驳\s*回/);
    await waitFor(() => expect(reviews()).toEqual([{ hitId: 'h-2', action: 'reject', reason: '录音里明确说了投诉' }]));
    await waitFor(() =>
      expect(within(hitCard(detail, '退款投诉')).getByTestId('qc-review').textContent).toBe('申诉驳回'),
    );
    expect(toastSuccess).toHaveBeenCalledWith('申诉已驳回');
  });

  it('reads the record again when the hit was handled meanwhile', async () => {
    answer = () => Promise.reject(new ApiError('190040', '该命中已处理，请刷新后重试'));
    const detail = await open();
    fireEvent.click(within(hitCard(detail, '退款投诉')).getByTestId('qc-hit-reject'));
    const m = await modal();
    fireEvent.change(m.querySelector('#review_reason') as Element, { target: { value: '不成立' } });
    await ok(m, /驳\s*回/);
    await waitFor(() => expect(call.mock.calls.filter(([e]) => e === getQcRecord)).toHaveLength(2));
    // The dialog closed (its title gone with the question).
    await waitFor(() => expect(m.textContent).not.toContain('驳回「退款投诉」的申诉'));
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it('offers no review without its button', async () => {
    grantButtons('aihelper.qcRecord', ['export']);
    const detail = await open();
    expect(within(detail).queryByTestId('qc-hit-confirm')).toBeNull();
    expect(within(detail).queryByTestId('qc-hit-accept')).toBeNull();
    expect(within(hitCard(detail, '退款投诉')).getByTestId('qc-review').textContent).toBe('申诉中');
  });

  it('opens the record named in the address, in English', async () => {
    await changeLanguage('en-US');
    drawAt('/aihelper/qualityRecord?conversation=conv-1', <QualityRecordPage />);
    const detail = await screen.findByTestId('qc-record-detail', {}, { timeout: 10_000 });
    expect(within(hitCard(detail, '退款投诉')).getByTestId('qc-hit-score').textContent).toBe('−10 pts');
    expect(within(hitCard(detail, '退款投诉')).getByTestId('qc-review').textContent).toBe('Disputed');
    expect(within(hitCard(detail, '结束语')).getByTestId('qc-review').textContent).toBe('Dispute rejected');
    expect(within(hitCard(detail, '服务禁语')).getByTestId('qc-hit-confirm').textContent).toBe('Confirm');
  });
});
