import { DownloadOutlined } from '@ant-design/icons';
import type { ButtonCode } from '@zhiyu/contract/registry';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../platform/access/can.tsx';
import { download } from '../../platform/request/download.ts';

export interface BoardExportProps {
  /** The board's export call (GET, answers the workbook). */
  path: string;
  /** The board's current query. */
  query: Record<string, unknown>;
  /** The button's permission code, `aicall.<board>.export-button`. */
  code: ButtonCode;
  /** Workbook name if the reply names none. */
  name: string;
}

/** Exports the board's table as the board shows it (same query, same rows). */
export function BoardExport({ path, query, code, name }: BoardExportProps) {
  const { t } = useTranslation('databoard');
  const [busy, setBusy] = useState(false);
  return (
    <Can code={code}>
      <Button
        icon={<DownloadOutlined />}
        loading={busy}
        data-testid="board-export"
        onClick={async () => {
          setBusy(true);
          try {
            await download(path, query, `${name}.xlsx`);
          } finally {
            setBusy(false);
          }
        }}
      >
        {t('export')}
      </Button>
    </Can>
  );
}
