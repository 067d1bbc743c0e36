import {
  exportTags,
  exportTagsStatus,
  importTags,
  importTagsErrors,
  importTagsStatus,
  importTagsTemplate,
  TAG_IO_COLUMNS,
  type TagIoColumn,
} from '@zhiyu/contract/modules/aicall/tag-io';
import { TAG_IMPORT_MAX_MB } from '@zhiyu/contract/rules/upload';
import { Button, Checkbox, Popover, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/export-button/export-button.tsx';
import { ImportDialog } from '../../../components/import-dialog/import-dialog.tsx';
import { Can } from '../../../platform/access/can.tsx';
import { parseListState } from '../../../platform/list/list-state.ts';

const FILTER_KEYS = ['name', 'group', 'enabled', 'createdFrom', 'createdTo'];

/** The list's current filter as the export takes it (the URL holds the list state). */
function currentFilter() {
  const { filters } = parseListState(new URLSearchParams(window.location.search));
  return Object.fromEntries(Object.entries(filters).filter(([k]) => FILTER_KEYS.includes(k)));
}

/** Import and export of the tag toolbar: import up to 100 rows a file; export the filter and chosen columns. */
export function TagIoButtons({ onImported }: { onImported: () => void }) {
  const { t } = useTranslation(['excel', 'aicall']);
  const [open, setOpen] = useState(false);
  const [columns, setColumns] = useState<TagIoColumn[]>([...TAG_IO_COLUMNS]);
  return (
    <Space>
      <Can code="aicall.tag.import-button">
        <Button onClick={() => setOpen(true)}>{t('excel:import')}</Button>
        <ImportDialog
          open={open}
          onClose={() => setOpen(false)}
          action={importTags.path}
          statusPath={importTagsStatus.path}
          errorsPath={importTagsErrors.path}
          templatePath={importTagsTemplate.path}
          templateName="tag-import-template.xlsx"
          maxMB={TAG_IMPORT_MAX_MB}
          onSuccess={onImported}
        />
      </Can>
      <Can code="aicall.tag.export-button">
        <Popover
          trigger="hover"
          content={
            <Checkbox.Group
              value={columns}
              onChange={(v) => setColumns(v as TagIoColumn[])}
              options={TAG_IO_COLUMNS.map((c) => ({ value: c, label: t(`aicall:tag.${c}`) }))}
            />
          }
        >
          <span>
            <ExportButton
              action={exportTags.path}
              statusPath={exportTagsStatus.path}
              disabled={columns.length === 0}
              body={() => ({ filter: currentFilter(), columns })}
            />
          </span>
        </Popover>
      </Can>
    </Space>
  );
}
