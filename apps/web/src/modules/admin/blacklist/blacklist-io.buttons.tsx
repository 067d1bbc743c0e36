import {
  BLACKLIST_IMPORT_MAX_MB,
  exportBlacklist,
  exportBlacklistStatus,
  importBlacklist,
  importBlacklistErrors,
  importBlacklistStatus,
  importBlacklistTemplate,
} from '@zhiyu/contract/modules/admin/blacklist';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/export-button/export-button.tsx';
import { ImportDialog } from '../../../components/import-dialog/import-dialog.tsx';
import { Can } from '../../../platform/access/can.tsx';
import { parseListState } from '../../../platform/list/list-state.ts';

const FILTER_KEYS = ['phone', 'reason', 'createdFrom', 'createdTo'];

/** The list's current filter as the export takes it (the URL holds the list state). */
function currentFilter() {
  const { filters } = parseListState(new URLSearchParams(window.location.search));
  return Object.fromEntries(Object.entries(filters).filter(([k]) => FILTER_KEYS.includes(k)));
}

/** Import (all or nothing, per-row errors) and export of the filtered list, through the shared jobs. */
export function BlacklistIoButtons({ onImported }: { onImported: () => void }) {
  const { t } = useTranslation(['excel', 'brand']);
  const [open, setOpen] = useState(false);
  return (
    <Space>
      <Can code="admin.blacklist.import-button">
        <Button onClick={() => setOpen(true)}>{t('excel:import')}</Button>
        <ImportDialog
          open={open}
          onClose={() => setOpen(false)}
          action={importBlacklist.path}
          statusPath={importBlacklistStatus.path}
          errorsPath={importBlacklistErrors.path}
          templatePath={importBlacklistTemplate.path}
          templateName="platform-blacklist-import-template.xlsx"
          maxMB={BLACKLIST_IMPORT_MAX_MB}
          extra={<div style={{ color: 'rgba(0,0,0,0.45)' }}>{t('brand:blacklist.importHint')}</div>}
          onSuccess={onImported}
        />
      </Can>
      <Can code="admin.blacklist.export-button">
        <ExportButton
          action={exportBlacklist.path}
          statusPath={exportBlacklistStatus.path}
          body={() => ({ filter: currentFilter() })}
        />
      </Can>
    </Space>
  );
}
