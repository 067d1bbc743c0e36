import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// antd's message and modal modules load on first use: generous waits on a busy machine.
const slow = { timeout: 10_000 };

import { changeLanguage } from '../../platform/i18n/index.ts';
import { toastError } from '../../platform/request/toast.ts';
import { ImageUpload } from './image-upload.tsx';
import type { Uploaded } from './upload.api.ts';

// Refusals go through the platform's toast (its own tests render it); here it is a spy, so no antd
// message root is left to render on its close timers after this file's jsdom is gone.
vi.mock('../../platform/request/toast.ts', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

beforeAll(() => changeLanguage('zh-CN'));
beforeEach(() => vi.mocked(toastError).mockClear());

const PNG = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', { type: 'image/png' });
const pick = (container: HTMLElement, file: File) =>
  act(async () => {
    fireEvent.change(container.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [file] } });
  });

/** A controlled field whose uploads "store" the file under a counter, like the server would. */
function Field({ upload }: { upload: (f: File) => Promise<Uploaded> }) {
  const [value, setValue] = useState<string | undefined>();
  return (
    <>
      <ImageUpload value={value} onChange={setValue} limitSize upload={upload} />
      <output data-testid="value">{value ?? ''}</output>
    </>
  );
}

describe('ImageUpload: one image only (requirements §5)', () => {
  it('a second image asks in a dialog to delete the first: cancel keeps it, confirm replaces it', async () => {
    let n = 0;
    const upload = vi.fn(async (f: File) => {
      n += 1;
      return { id: `f${n}`, name: f.name, size: f.size, mime: f.type, url: `/img?id=f${n}` };
    });
    const { container } = render(<Field upload={upload} />);
    await pick(container, PNG());
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('/img?id=f1'), slow);

    await pick(container, PNG());
    await waitFor(() => expect(document.querySelector('.zy-image-replace')).not.toBeNull(), slow);
    expect(document.querySelector('.zy-image-replace')?.textContent).toContain('只能上传一张图片');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '保留原图' })));
    // (jsdom runs no leave animation, so the closed dialog may linger in the DOM, hidden.)
    expect(upload).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('value').textContent).toBe('/img?id=f1');

    await pick(container, PNG());
    const ok = () => screen.getAllByRole('button', { name: '删除并替换' });
    await waitFor(() => expect(ok().length).toBeGreaterThan(0), slow);
    await act(async () => fireEvent.click(ok()[ok().length - 1]));
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('/img?id=f2'), slow);
    expect(upload).toHaveBeenCalledTimes(2);
  }, 60_000);

  it('a refused file never reaches the dialog or the upload', async () => {
    const upload = vi.fn();
    const { container } = render(<Field upload={upload} />);
    await pick(container, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    await waitFor(() => expect(vi.mocked(toastError).mock.calls.map((c) => c[0])).toContain('不是图片文件'), slow);
    expect(upload).not.toHaveBeenCalled();
    expect(document.querySelector('.zy-image-replace')).toBeNull();
  }, 30_000);
});
