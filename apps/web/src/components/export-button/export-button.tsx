import { DownloadOutlined } from '@ant-design/icons';
import { EXPORT_SUCCESS_CODE } from '@zhiyu/contract/error-behaviours';
import { type ExportStatus, POLL_INTERVAL_MS } from '@zhiyu/contract/jobs';
import { Button, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download } from '../../platform/request/download.ts';
import { ApiError } from '../../platform/request/errors.ts';
import { request } from '../../platform/request/http.ts';
import { toastError, toastSuccess } from '../../platform/request/toast.ts';

export interface ExportButtonProps extends Omit<ButtonProps, 'onClick'> {
  /**
   * POST path starting the export. With `statusPath` it answers `{ jobId }`; without, it answers
   * the files itself (`{ status: true, files }`): polling is optional (requirements §4).
   */
  action: string;
  /** The request body: the list's current filter and the chosen columns. */
  body: () => unknown;
  /**
   * Status path polled with `?jobId=` until `status` is true; answers `{ status, message, files }`.
   * `status: false` means still running, whatever its message; a failed export answers an error
   * code (130006), which the request layer shows and which ends the polling.
   */
  statusPath?: string;
  pollMs?: number;
}

type Started = { jobId?: string } & Partial<ExportStatus>;

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Starts the export; the success code 501000 counts as success for exports (requirements §9). */
async function start(action: string, body: unknown): Promise<Started> {
  try {
    return await request<Started>(action, { method: 'POST', body, silent: true });
  } catch (e) {
    if (e instanceof ApiError && e.code === EXPORT_SUCCESS_CODE) return e.data as Started;
    // An export reply carrying JSON shows its message (requirements §8).
    if (e instanceof ApiError && e.message) toastError(e.message);
    throw e;
  }
}

/**
 * Async export (requirements §7): export → poll status (default 300 ms) until true → download each file
 * → 'export succeeded'. A failed download is only logged by the download helper.
 */
export function ExportButton({
  action,
  body,
  statusPath,
  pollMs = POLL_INTERVAL_MS,
  children,
  ...rest
}: ExportButtonProps) {
  const { t } = useTranslation('excel');
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const started = await start(action, body());
      let files = started.files ?? [];
      if (statusPath && started.jobId) {
        for (;;) {
          const s = await request<ExportStatus>(statusPath, { query: { jobId: started.jobId }, quiet: true });
          if (s.status) {
            files = s.files;
            break;
          }
          await wait(pollMs);
        }
      }
      for (const f of files) {
        const u = new URL(f.url, window.location.origin);
        await download(u.pathname, Object.fromEntries(u.searchParams), f.name);
      }
      toastSuccess(t('exportSuccess'));
    } catch (e) {
      console.error('export failed', e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()} {...rest}>
      {children ?? t('export')}
    </Button>
  );
}
