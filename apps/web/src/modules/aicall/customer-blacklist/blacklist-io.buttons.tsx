import {
  CUSTOMER_BLACKLIST_IMPORT_MAX_MB,
  exportCustomerBlacklist,
  exportCustomerBlacklistStatus,
  importCustomerBlacklist,
  importCustomerBlacklistErrors,
  importCustomerBlacklistStatus,
  importCustomerBlacklistTemplate,
} from '@zhiyu/contract/modules/aicall/customer-blacklist';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/export-button/export-button.tsx';
import { ImportDialog } from '../../../components/import-dialog/import-dialog.tsx';
import { Can } from '../../../platform/access/can.tsx';
import { parseListState } from '../../../platform/list/list-state.ts';

const FILTER_KEYS = ['phone', 'reason', 'createdFrom', 'createdTo'];
function currentFilter() {
  const { filters } = parseListState(new URLSearchParams(window.location.search));
  return Object.fromEntries(Object.entries(filters).filter(([k]) => FILTER_KEYS.includes(k)));
}

/** Import (phone, reason; all or nothing) and export of the filtered blacklist. */
export function CustomerBlacklistIoButtons({ onImported }: { onImported: () => void }) {
  const { t } = useTranslation(['excel', 'customer']);
  const [open, setOpen] = useState(false);
  return (
    <Space>
      <Can code="aicall.blacklist.import-button">
        <Button onClick={() => setOpen(true)}>{t('excel:import')}</Button>
        <ImportDialog
          open={open}
          onClose={() => setOpen(false)}
          action={importCustomerBlacklist.path}
          statusPath={importCustomerBlacklistStatus.path}
          errorsPath={importCustomerBlacklistErrors.path}
          templatePath={importCustomerBlacklistTemplate.path}
          templateName="blacklist-import-template.xlsx"
          maxMB={CUSTOMER_BLACKLIST_IMPORT_MAX_MB}
          extra={<div style={{ color: 'rgba(0,0,0,0.45)' }}>{t('customer:blacklist.importHint')}</div>}
          onSuccess={onImported}
        />
      </Can>
      <Can code="aicall.blacklist.export-button">
        <ExportButton
          action={exportCustomerBlacklist.path}
          statusPath={exportCustomerBlacklistStatus.path}
          body={() => ({ filter: currentFilter() })}
        />
      </Can>
    </Space>
  );
}
