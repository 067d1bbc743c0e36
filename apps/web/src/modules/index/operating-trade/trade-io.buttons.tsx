import {
  exportTrades,
  exportTradesStatus,
  importTrades,
  importTradesErrors,
  importTradesStatus,
  importTradesTemplate,
} from '@zhiyu/contract/modules/admin/trade';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/export-button/export-button.tsx';
import { ImportDialog } from '../../../components/import-dialog/import-dialog.tsx';
import { Can } from '../../../platform/access/can.tsx';

/** Import (a workbook of name, parent and order columns) and export of the whole industry tree. */
export function TradeIoButtons({ onImported }: { onImported: () => void }) {
  const { t } = useTranslation('excel');
  const [open, setOpen] = useState(false);
  return (
    <Space>
      <Can code="admin.trade.import-button">
        <Button onClick={() => setOpen(true)}>{t('import')}</Button>
        <ImportDialog
          open={open}
          onClose={() => setOpen(false)}
          action={importTrades.path}
          statusPath={importTradesStatus.path}
          errorsPath={importTradesErrors.path}
          templatePath={importTradesTemplate.path}
          templateName="industry-import-template.xlsx"
          maxMB={2}
          onSuccess={onImported}
        />
      </Can>
      <Can code="admin.trade.export-button">
        <ExportButton action={exportTrades.path} statusPath={exportTradesStatus.path} body={() => ({ filter: {} })} />
      </Can>
    </Space>
  );
}
