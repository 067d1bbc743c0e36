import { accessCodes } from '@zhiyu/contract/endpoint';
import {
  createSynonym,
  deleteSynonyms,
  listBuiltinSynonyms,
  listSynonyms,
  updateSynonym,
} from '@zhiyu/contract/modules/aikb/synonym';
import { STORAGE_KEYS } from '@zhiyu/contract/rules/session';
import { Button, Tabs, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDrawer } from '../../../components/crud/app-modal.tsx';
import { crudCodes } from '../../../components/crud/crud-codes.ts';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { idsOf, useCrud, withId } from '../../../components/crud/use-crud.ts';
import { SchemaTable } from '../../../components/schema/schema-table.tsx';
import { getJson } from '../../../platform/session/storage.ts';
import { useSessionVersion } from '../../../platform/session/use-session.ts';
import { builtinColumns, synonymColumns, synonymKeys } from './synonyms.columns.tsx';

/** Fits beside the console's side menu at 1280 px. */
export const SYNONYMS_WIDTH = 720;

const pick = (v: Record<string, unknown>) => ({
  words: (Array.isArray(v.words) ? v.words : []).map((w) => String(w).trim()).filter(Boolean),
});

/** Whoever may list the synonyms (the interface code of the list; the server checks it again). */
export function useCanListSynonyms(): boolean {
  useSessionVersion();
  const granted = getJson<string[]>(STORAGE_KEYS.apiWhiteList, []);
  return accessCodes(listSynonyms.access).some((c) => granted.includes(c));
}

/** The tenant's own groups: word filter, add/edit dialog with one tag field, edit and delete. */
function OwnSynonyms() {
  const { t } = useTranslation('aikb');
  const columns = useMemo(() => synonymColumns(t), [t]);
  const crud = useCrud({
    list: listSynonyms,
    invalidate: [synonymKeys.all],
    create: { endpoint: createSynonym, body: pick },
    update: { endpoint: updateSynonym, body: withId(pick) },
    remove: { endpoint: deleteSynonyms, body: idsOf },
  });
  return (
    <CrudTable
      crud={crud}
      columns={columns}
      queryKey={synonymKeys.list()}
      list={listSynonyms}
      listState="local"
      codes={crudCodes('aikb.synonym')}
      texts={{
        add: t('synonym.add'),
        edit: t('synonym.edit'),
        actions: t('actions'),
        editAction: t('edit'),
        deleteConfirm: (row) => t('synonym.deleteConfirm', { word: row.words[0] ?? '' }),
      }}
      addTestId="synonym-add"
      actionsTestId={(row) => `synonym-actions-${row.id}`}
      toolbarTestId="synonym-toolbar"
    />
  );
}

/** The built-in lexicon's groups, read-only, with the same word filter. */
function BuiltinSynonyms() {
  const { t } = useTranslation('aikb');
  const columns = useMemo(() => builtinColumns(t), [t]);
  return (
    <SchemaTable columns={columns} queryKey={synonymKeys.builtin()} list={listBuiltinSynonyms} listState="local" />
  );
}

/**
 * The tenant's synonyms for knowledge search (contract aikb/synonym) in a drawer: its own groups
 * (add, edit, delete) and the built-in lexicon's, read-only. Every library of the tenant searches
 * with them as soon as they are saved.
 */
export function SynonymsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('aikb');
  const [tab, setTab] = useState('own');
  return (
    <AppDrawer
      open={open}
      size={SYNONYMS_WIDTH}
      title={t('synonym.title')}
      onClose={onClose}
      destroyOnHidden
      data-testid="synonyms-drawer"
    >
      <Typography.Paragraph type="secondary" data-testid="synonyms-hint">
        {t('synonym.hint')}
      </Typography.Paragraph>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={[
          {
            key: 'own',
            label: t('synonym.tabOwn'),
            children: (
              <div data-testid="synonyms-own">
                <OwnSynonyms />
              </div>
            ),
          },
          {
            key: 'builtin',
            label: t('synonym.tabBuiltin'),
            children: (
              <div data-testid="synonyms-builtin">
                <BuiltinSynonyms />
              </div>
            ),
          },
        ]}
      />
    </AppDrawer>
  );
}

/** The toolbar button of the libraries that opens the synonyms (with the list's interface code). */
export function SynonymsButton() {
  const { t } = useTranslation('aikb');
  const allowed = useCanListSynonyms();
  const [open, setOpen] = useState(false);
  if (!allowed) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="kb-synonyms">
        {t('synonym.open')}
      </Button>
      <SynonymsDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
