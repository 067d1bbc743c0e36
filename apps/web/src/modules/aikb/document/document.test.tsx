import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { SegmentRow } from '@zhiyu/contract/modules/aikb/document';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../platform/i18n/index.ts';
import { toastError } from '../../../platform/request/toast.ts';
import { formatSize } from './document.format.ts';
import { DocumentUpload } from './document.upload.tsx';
import { SegmentCell } from './segment.cell.tsx';

// antd and jsdom are slow on a busy machine: each test gets room.
vi.setConfig({ testTimeout: 30_000 });

// The refusals go through the platform's toast (its own tests render it). Here it is a spy: antd's
// message root closes on timers that would render after this file's jsdom is gone.
vi.mock('../../../platform/request/toast.ts', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

beforeAll(() => changeLanguage('zh-CN'));
beforeEach(() => vi.mocked(toastError).mockClear());

const toasts = () => vi.mocked(toastError).mock.calls.map((c) => c[0]);
const pick = (container: HTMLElement, files: File[]) =>
  act(async () => {
    fireEvent.change(container.querySelector('input[type=file]') as HTMLInputElement, { target: { files } });
  });

describe('DocumentUpload: the requirements §5 rules before sending', () => {
  it('accepts .docx, .pdf, .txt and .md only: 文件格式不匹配', async () => {
    const upload = vi.fn(() => Promise.resolve());
    const { container } = render(<DocumentUpload upload={upload} />);
    expect(container.querySelector('input[type=file]')?.getAttribute('accept')).toBe('.docx,.pdf,.txt,.md');
    await pick(container, [new File(['x'], 'old.doc')]);
    await waitFor(() => expect(toasts()).toContain('文件格式不匹配'), { timeout: 5000 });
    expect(upload).not.toHaveBeenCalled();
  });

  it('at most 10 MB: 上传文件不能超过10M', async () => {
    const upload = vi.fn(() => Promise.resolve());
    const { container } = render(<DocumentUpload upload={upload} />);
    await pick(container, [new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf')]);
    await waitFor(() => expect(toasts()).toContain('上传文件不能超过10M'), { timeout: 5000 });
    expect(upload).not.toHaveBeenCalled();
  });

  it('sends an accepted file, showing progress until the server answers', async () => {
    let finish: () => void = () => {};
    const upload = vi.fn(
      (_f: File, progress: (p: number) => void) =>
        new Promise<void>((resolve) => {
          progress(40);
          finish = resolve;
        }),
    );
    const { container } = render(<DocumentUpload upload={upload} />);
    const file = new File(['# 标题'], '手册.MD');
    await pick(container, [file]);
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(upload.mock.calls[0][0]).toBe(file);
    await waitFor(() => expect(screen.getByTestId('document-upload').textContent).toContain('上传中 40%'));
    await act(async () => finish());
    await waitFor(() => expect(screen.getByTestId('document-upload').textContent).toContain('上传文档'));
  });
});

describe('SegmentCell', () => {
  const row: SegmentRow = {
    id: 's1',
    documentId: 'd1',
    libraryId: 'l1',
    seq: 2,
    titlePath: '售后服务手册 > 退换货',
    text: '七天无理由退货。',
    enabled: 1,
    updatedAt: 0,
  };

  it('shows the heading path above the text', () => {
    render(<SegmentCell row={row} editing={false} onSave={vi.fn()} onCancel={vi.fn()} />);
    const cell = screen.getByTestId('segment-text');
    expect(cell.textContent).toBe('售后服务手册 > 退换货七天无理由退货。');
  });

  it('edits: an empty text says 请输入 and cannot be saved; the text is saved trimmed', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    render(<SegmentCell row={row} editing onSave={onSave} onCancel={vi.fn()} />);
    const area = screen.getByRole('textbox');
    fireEvent.change(area, { target: { value: '   ' } });
    expect(screen.getByText('请输入')).toBeTruthy();
    expect(screen.getByRole('button', { name: /保\s*存/ }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(area, { target: { value: '  十五天内可以换货。 ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ })));
    expect(onSave).toHaveBeenCalledWith('十五天内可以换货。');
    expect(area.getAttribute('maxlength')).toBe('2000');
  });
});

describe('formatSize', () => {
  it('bytes, KB and MB', () => {
    expect([formatSize(512), formatSize(12_600), formatSize(4.5 * 1024 * 1024)]).toEqual([
      '512 B',
      '12.3 KB',
      '4.5 MB',
    ]);
  });
});
