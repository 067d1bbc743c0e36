import {
  exportKnowledge,
  exportKnowledgeStatus,
  importKnowledge,
  importKnowledgeErrors,
  importKnowledgeStatus,
  importKnowledgeTemplate,
  KB_IMPORT_MAX_MB,
} from '@zhiyu/contract/modules/aikb/knowledge-io';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/export-button/export-button.tsx';
import { ImportDialog } from '../../../components/import-dialog/import-dialog.tsx';
import { Can } from '../../../platform/access/can.tsx';
import { parseListState } from '../../../platform/list/list-state.ts';

const FILTER_KEYS = ['categoryId', 'type', 'validity', 'tag', 'keyword', 'updatedFrom', 'updatedTo'];

/** Import into this library (shared dialog with its template link) and export of the list's current filter. */
export function KnowledgeIoButtons({
  libraryId,
  filter,
  onImported,
}: {
  libraryId: string;
  /** The list's wire filter besides the URL's search (the chosen category). */
  filter: Record<string, unknown>;
  onImported: () => void;
}) {
  const { t } = useTranslation(['aikb', 'excel']);
  const [open, setOpen] = useState(false);
  const current = () => {
    const { filters } = parseListState(new URLSearchParams(window.location.search));
    const wire: Record<string, unknown> = { ...filters, ...filter };
    const range = filters.updatedAt as [number | null, number | null] | undefined;
    if (range?.[0] != null) wire.updatedFrom = range[0];
    if (range?.[1] != null) wire.updatedTo = range[1];
    return Object.fromEntries(
      Object.entries(wire).filter(([k, v]) => FILTER_KEYS.includes(k) && v != null && v !== ''),
    );
  };
  return (
    <>
      <Can code="aikb.knowledge.import-button">
        <Button onClick={() => setOpen(true)}>{t('excel:import')}</Button>
        <ImportDialog
          open={open}
          onClose={() => setOpen(false)}
          action={`${importKnowledge.path}?libraryId=${encodeURIComponent(libraryId)}`}
          statusPath={importKnowledgeStatus.path}
          errorsPath={importKnowledgeErrors.path}
          maxMB={KB_IMPORT_MAX_MB}
          onSuccess={onImported}
          templatePath={importKnowledgeTemplate.path}
          templateName="knowledge-import-template.xlsx"
        />
      </Can>
      <Can code="aikb.knowledge.export-button">
        <ExportButton
          action={exportKnowledge.path}
          statusPath={exportKnowledgeStatus.path}
          body={() => ({ filter: { libraryId, ...current() } })}
        />
      </Can>
    </>
  );
}
