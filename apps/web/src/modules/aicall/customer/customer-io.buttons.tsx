import {
  CUSTOMER_IMPORT_MAX_MB,
  exportCustomers,
  exportCustomersStatus,
  importCustomers,
  importCustomersErrors,
  importCustomersStatus,
  importCustomersTemplate,
} from '@zhiyu/contract/modules/aicall/customer';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/export-button/export-button.tsx';
import { ImportDialog } from '../../../components/import-dialog/import-dialog.tsx';
import { Can } from '../../../platform/access/can.tsx';
import { currentFilter } from './customer-filter.ts';

/** Import (all or nothing, per-row errors) and export of the filtered list with every attribute column. */
export function CustomerIoButtons({ onImported }: { onImported: () => void }) {
  const { t } = useTranslation(['excel', 'customer']);
  const [open, setOpen] = useState(false);
  return (
    <Space>
      <Can code="aicall.customer.import-button">
        <Button onClick={() => setOpen(true)}>{t('excel:import')}</Button>
        <ImportDialog
          open={open}
          onClose={() => setOpen(false)}
          action={importCustomers.path}
          statusPath={importCustomersStatus.path}
          errorsPath={importCustomersErrors.path}
          templatePath={importCustomersTemplate.path}
          templateName="customer-import-template.xlsx"
          maxMB={CUSTOMER_IMPORT_MAX_MB}
          extra={<div style={{ color: 'rgba(0,0,0,0.45)' }}>{t('customer:customer.importHint')}</div>}
          onSuccess={onImported}
        />
      </Can>
      <Can code="aicall.customer.export-button">
        <ExportButton
          action={exportCustomers.path}
          statusPath={exportCustomersStatus.path}
          body={() => ({ filter: currentFilter() })}
        />
      </Can>
    </Space>
  );
}
