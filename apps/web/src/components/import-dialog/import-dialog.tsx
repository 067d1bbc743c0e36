import { InboxOutlined } from '@ant-design/icons';
import { IMPORT_STATUS, POLL_INTERVAL_MS } from '@zhiyu/contract/jobs';
import { checkFile, IMPORT_EXTENSIONS, UPLOAD_WIDTH } from '@zhiyu/contract/rules/upload';
import { Button, Modal, Spin, Upload, type UploadFile } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download } from '../../platform/request/download.ts';
import { toastError, toastSuccess } from '../../platform/request/toast.ts';
import { postMultipart } from '../../platform/request/upload.ts';
import { get } from '../../platform/request/wrappers.ts';
import { problemText } from '../upload/messages.ts';

export interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  /** Multipart POST path; answers `{ jobId }`. */
  action: string;
  /** Status path polled with `?jobId=`; answers `{ status, message }` (1 success, 2 failure). */
  statusPath: string;
  /** Runs after a successful import (e.g. refresh the list). */
  onSuccess?: () => void;
  title?: string;
  /** Accepted extensions (default .xlsx, .xls). */
  accept?: readonly string[];
  /** Size limit in MB, checked before anything is sent (the server checks again). */
  maxMB?: number;
  /** Multipart field name (default `files`). */
  field?: string;
  pollMs?: number;
  /** Path of the per-row error workbook (`?jobId=`), offered after a failed import. */
  errorsPath?: string;
  /** A link or hint shown under the drop area (e.g. a template download). */
  extra?: React.ReactNode;
}

/**
 * Import dialog (SPEC §5, §7): one file; confirming without one → excel:noFile; while the job runs
 * a dialog titled excel:importingTitle says excel:importing; status 1 → excel:importSuccess (file
 * cleared, onSuccess), 2 → the returned message or excel:importFailed and the dialog opens again;
 * anything else → ask again. The texts are the spec's, in locales/<lang>/excel.json.
 */
export function ImportDialog(p: ImportDialogProps) {
  // upload: the §5 file-rule messages (problemText) come from that namespace.
  const { t } = useTranslation(['excel', 'upload']);
  const [file, setFile] = useState<UploadFile | null>(null);
  const [busy, setBusy] = useState(false);
  const [failedJob, setFailedJob] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const accept = p.accept ?? IMPORT_EXTENSIONS;

  const poll = (jobId: string) => {
    get<{ status: number; message: string; hasErrorFile?: boolean }>(p.statusPath, { jobId }, { quiet: true })
      .then((s) => {
        if (s.status === IMPORT_STATUS.success) {
          setBusy(false);
          setFile(null);
          toastSuccess(t('importSuccess'));
          p.onClose();
          p.onSuccess?.();
        } else if (s.status === IMPORT_STATUS.failure) {
          setBusy(false);
          setFailedJob(s.hasErrorFile ? jobId : null);
          toastError(s.message || t('importFailed'));
        } else timer.current = setTimeout(() => poll(jobId), p.pollMs ?? POLL_INTERVAL_MS);
      })
      .catch(() => setBusy(false));
  };

  const confirm = () => {
    if (!file?.originFileObj) return toastError(t('noFile'));
    const form = new FormData();
    form.append(p.field ?? 'files', file.originFileObj);
    setBusy(true);
    setFailedJob(null);
    postMultipart<{ jobId: string }>(p.action, form)
      .then((r) => poll(r.jobId))
      .catch(() => setBusy(false));
  };

  return (
    <>
      <Modal
        open={p.open && !busy}
        title={p.title ?? t('importTitle')}
        width={UPLOAD_WIDTH}
        onOk={confirm}
        onCancel={p.onClose}
        destroyOnHidden={false}
      >
        <Upload.Dragger
          accept={accept.join(',')}
          maxCount={1}
          multiple
          fileList={file ? [file] : []}
          // SPEC §5 file rules first: extension, one file, size. A new single pick replaces the
          // chosen file; a second file in the same pick is over the count.
          beforeUpload={(f, batch) => {
            const problem = checkFile(f, { accept, limit: 1, existing: batch.indexOf(f), maxMB: p.maxMB });
            if (!problem) return false;
            toastError(problemText(t, problem));
            return Upload.LIST_IGNORE;
          }}
          onChange={({ fileList }) => setFile(fileList.at(-1) ?? null)}
          onRemove={() => setFile(null)}
        >
          <p>
            <InboxOutlined style={{ fontSize: 40 }} />
          </p>
          <p>{t('dropHint', { ext: accept.join(' / ') })}</p>
        </Upload.Dragger>
        {failedJob && p.errorsPath ? (
          <Button
            type="link"
            onClick={() => void download(p.errorsPath ?? '', { jobId: failedJob }, 'import-errors.xlsx')}
          >
            {t('errorFile')}
          </Button>
        ) : null}
        {p.extra}
      </Modal>
      <Modal open={busy} title={t('importingTitle')} footer={null} closable={false} maskClosable={false}>
        <Spin /> <span style={{ marginLeft: 8 }}>{t('importing')}</span>
      </Modal>
    </>
  );
}
