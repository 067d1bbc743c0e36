import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/schema/form-modal.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { tradeKeys } from './trade.api.ts';
import { addDomain, addTrade, editDomain, editTrade, removeDomain, removeTrade } from './trade-admin.api.ts';
import { type DomainForm, domainColumns, type TradeForm, tradeColumns } from './trade-forms.tsx';

type Editing<T> = { kind: 'trade'; row?: Partial<T> } | { kind: 'domain'; row?: Partial<T> } | null;
type Values = Record<string, unknown>;

/**
 * Create/edit dialogs and deletes of the industry screen: one dialog at a time, each change
 * refreshes the tree and the domains.
 */
export function useTradeEditor() {
  const { t } = useTranslation('index');
  const qc = useQueryClient();
  const [editing, setEditing] = useState<Editing<TradeForm & DomainForm>>(null);
  const refresh = () => {
    notifySuccess();
    return qc.invalidateQueries({ queryKey: tradeKeys.all });
  };
  const save = useMutation({
    mutationFn: (v: Values) => {
      const id = editing?.row?.id;
      const sort = Number(v.sort ?? 0);
      if (editing?.kind === 'domain') {
        const body = { name: String(v.name), tradeIds: v.tradeIds as string[], sort };
        return id ? editDomain({ id, ...body }) : addDomain(body);
      }
      const body = { name: String(v.name), parentId: (v.parentId as string | undefined) ?? null, sort };
      return id ? editTrade({ id, ...body }) : addTrade(body);
    },
    onSuccess: async () => {
      setEditing(null);
      await refresh();
    },
  });
  const del = useMutation({
    mutationFn: ({ kind, id }: { kind: 'trade' | 'domain'; id: string }) =>
      kind === 'trade' ? removeTrade(id) : removeDomain(id),
    onSuccess: refresh,
  });
  const isDomain = editing?.kind === 'domain';
  const modal = (
    <>
      <FormModal<TradeForm>
        open={editing?.kind === 'trade'}
        title={editing?.row?.id ? t('trade.editTrade') : t('trade.addTrade')}
        columns={tradeColumns(t)}
        row={isDomain ? undefined : editing?.row}
        saving={save.isPending}
        onSubmit={(v) => save.mutate(v)}
        onClose={() => setEditing(null)}
      />
      <FormModal<DomainForm>
        open={isDomain}
        title={editing?.row?.id ? t('trade.editDomain') : t('trade.addDomain')}
        columns={domainColumns(t)}
        row={isDomain ? editing?.row : undefined}
        saving={save.isPending}
        onSubmit={(v) => save.mutate(v)}
        onClose={() => setEditing(null)}
      />
    </>
  );
  return {
    modal,
    openTrade: (row?: Partial<TradeForm>) => setEditing({ kind: 'trade', row }),
    openDomain: (row?: Partial<DomainForm>) => setEditing({ kind: 'domain', row }),
    remove: (kind: 'trade' | 'domain', id: string) => del.mutateAsync({ kind, id }),
  };
}
