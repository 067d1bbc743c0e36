import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../platform/i18n/index.ts';
import { download } from '../../platform/request/download.ts';
import { toastError, toastSuccess } from '../../platform/request/toast.ts';
import { postMultipart } from '../../platform/request/upload.ts';
import { get } from '../../platform/request/wrappers.ts';
import { ImportDialog } from './import-dialog.tsx';

vi.mock('../../platform/request/toast.ts', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock('../../platform/request/download.ts', () => ({ download: vi.fn(async () => {}) }));
vi.mock('../../platform/request/upload.ts', () => ({ postMultipart: vi.fn() }));
vi.mock('../../platform/request/wrappers.ts', () => ({ get: vi.fn() }));

beforeAll(() => changeLanguage('zh-CN'));
beforeEach(() => vi.clearAllMocks());

const PATHS = {
  action: '/v1/x/import',
  statusPath: '/v1/x/import/status',
  errorsPath: '/v1/x/import/errors',
};

function open(extra: Partial<Parameters<typeof ImportDialog>[0]> = {}) {
  const onClose = vi.fn();
  const onSuccess = vi.fn();
  render(<ImportDialog open onClose={onClose} onSuccess={onSuccess} pollMs={1} {...PATHS} {...extra} />);
  return { onClose, onSuccess };
}

/** Picks a file in the drop area and confirms. */
async function importFile() {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [new File(['x'], 'rows.xlsx')] } });
  });
  await waitFor(() => expect(document.querySelector('.ant-upload-list-item')).not.toBeNull());
  await act(async () => {
    fireEvent.click(document.querySelector('.ant-modal-footer .ant-btn-primary') as HTMLElement);
  });
}

describe('ImportDialog', () => {
  it('offers 下载模板, which downloads the import template from the given path', async () => {
    open({ templatePath: '/v1/x/import/template', templateName: 'x.xlsx' });
    const link = await screen.findByTestId('import-template');
    expect(link.textContent).toContain('下载模板');
    await act(async () => {
      fireEvent.click(link);
    });
    expect(download).toHaveBeenCalledWith('/v1/x/import/template', undefined, 'x.xlsx');
  });

  it('has no template link without a template path', () => {
    open();
    expect(screen.queryByTestId('import-template')).toBeNull();
  });

  it('success says how many rows were imported: 导入成功，共导入 N 条', async () => {
    vi.mocked(postMultipart).mockResolvedValue({ jobId: 'j1' });
    vi.mocked(get)
      .mockResolvedValueOnce({ status: 0, message: '' })
      .mockResolvedValueOnce({ status: 1, message: '导入成功', imported: 3 });
    const { onClose, onSuccess } = open({ templatePath: '/v1/x/import/template' });
    await importFile();
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('导入成功，共导入 3 条'));
    expect(get).toHaveBeenCalledWith(PATHS.statusPath, { jobId: 'j1' }, { quiet: true });
    expect(onClose).toHaveBeenCalled();
    expect(onSuccess).toHaveBeenCalled();
  });

  it('the English text carries the count too', async () => {
    await changeLanguage('en-US');
    try {
      vi.mocked(postMultipart).mockResolvedValue({ jobId: 'j2' });
      vi.mocked(get).mockResolvedValueOnce({ status: 1, message: 'Import succeeded', imported: 1 });
      open();
      await importFile();
      await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Import succeeded, rows imported: 1'));
    } finally {
      await changeLanguage('zh-CN');
    }
  });

  it('failure shows the message and keeps the error workbook link', async () => {
    vi.mocked(postMultipart).mockResolvedValue({ jobId: 'j3' });
    vi.mocked(get).mockResolvedValueOnce({
      status: 2,
      message: '导入失败：2处错误，请下载错误文件查看',
      hasErrorFile: true,
    });
    open({ templatePath: '/v1/x/import/template' });
    await importFile();
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('导入失败：2处错误，请下载错误文件查看'));
    expect(toastSuccess).not.toHaveBeenCalled();
    const errors = await screen.findByText('下载错误明细');
    expect(screen.getByTestId('import-template')).toBeTruthy();
    await act(async () => {
      fireEvent.click(errors);
    });
    expect(download).toHaveBeenCalledWith(PATHS.errorsPath, { jobId: 'j3' }, 'import-errors.xlsx');
  });
});
