import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../platform/i18n/index.ts';
import { toastError } from '../../platform/request/toast.ts';
import { FileUpload } from './file-upload.tsx';
import { SimpleUpload } from './simple-upload.tsx';

// Refusals go through the platform's toast (its own tests render it); here it is a spy, so no antd
// message root is left to render on its close timers after this file's jsdom is gone.
vi.mock('../../platform/request/toast.ts', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

beforeAll(() => changeLanguage('zh-CN'));
beforeEach(() => vi.mocked(toastError).mockClear());

const pick = (container: HTMLElement, files: File[]) =>
  act(async () => {
    fireEvent.change(container.querySelector('input[type=file]') as HTMLInputElement, { target: { files } });
  });
const toasts = () => vi.mocked(toastError).mock.calls.map((c) => c[0]);

describe('FileUpload refuses by the §5 rules, with the exact messages', () => {
  it('another extension: 文件格式不匹配', async () => {
    const { container } = render(<FileUpload accept={['.xlsx']} />);
    await pick(container, [new File(['x'], 'notes.txt')]);
    await waitFor(() => expect(toasts()).toContain('文件格式不匹配'));
    expect(container.querySelectorAll('.ant-upload-list-item')).toHaveLength(0);
  });

  it('over the MB limit: 上传文件不能超过1M', async () => {
    const { container } = render(<FileUpload accept={['.xlsx']} maxMB={1} />);
    await pick(container, [new File([new Uint8Array(1024 * 1024 + 1)], 'big.xlsx')]);
    await waitFor(() => expect(toasts()).toContain('上传文件不能超过1M'));
    expect(container.querySelectorAll('.ant-upload-list-item')).toHaveLength(0);
  });

  it('more files than the limit: 文件数量超出1条限制，请删除后再上传！', async () => {
    const { container } = render(<FileUpload accept={['.xlsx']} limit={1} />);
    await pick(container, [new File(['a'], 'a.xlsx'), new File(['b'], 'b.xlsx')]);
    await waitFor(() => expect(toasts()).toContain('文件数量超出1条限制，请删除后再上传！'));
  });
});

describe('SimpleUpload (requirements §4: uploading, then success after about 600 ms)', () => {
  it('shows the file uploading, then done about 600 ms later, and hands over the File', async () => {
    const onChange = vi.fn();
    const { container } = render(<SimpleUpload onChange={onChange} />);
    const file = new File(['hello'], 'a.txt');
    await pick(container, [file]);
    await waitFor(() => expect(container.querySelector('.ant-upload-list-item-uploading')).not.toBeNull());
    const started = Date.now();
    await waitFor(() => expect(container.querySelector('.ant-upload-list-item-done')).not.toBeNull(), {
      timeout: 2000,
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(onChange).toHaveBeenLastCalledWith([file]);
  });
});
