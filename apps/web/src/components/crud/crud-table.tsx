import type { ButtonCode } from '@zhiyu/contract/registry';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { Can } from '../../platform/access/can.tsx';
import type { AnyEndpoint } from '../../platform/list/call-query.ts';
import { type RowAction, RowActions } from '../row-actions/row-actions.tsx';
import { FormModal } from '../schema/form-modal.tsx';
import { SchemaTable, type SchemaTableProps } from '../schema/schema-table.tsx';
import type { SchemaColumn } from '../schema/types.ts';
import { BatchDelete, useEditDelete } from './crud-actions.tsx';
import type { Crud } from './use-crud.ts';

type MaybeAction = RowAction | false | null | undefined;

export interface CrudTableProps<Row extends { id: string }, E extends AnyEndpoint, Detail extends Partial<Row> = never>
  extends Omit<SchemaTableProps<Row, E>, 'toolbar' | 'actions'> {
  /** The screen's `useCrud`. */
  crud: Crud<Row, Detail>;
  /**
   * Button codes of add, edit and delete; an action without its code is left out. A list without
   * add and edit (rows come some other way, e.g. an upload) has no form.
   */
  codes: { add?: ButtonCode; edit?: ButtonCode; delete?: ButtonCode };
  texts: {
    /** The add button and the create dialog's title (with `codes.add`). */
    add?: string;
    /** The edit dialog's title (with `codes.edit`). */
    edit?: string;
    /** The operation column's title. */
    actions: ReactNode;
    editAction?: ReactNode;
    deleteAction?: ReactNode;
    deleteConfirm: (row: Row) => ReactNode;
    /** With these two the rows get checkboxes and the toolbar a batch delete. */
    batchDelete?: ReactNode;
    batchDeleteConfirm?: (rows: Row[]) => ReactNode;
  };
  /** The form's columns when they differ from the table's. */
  formColumns?: SchemaColumn<Row>[];
  formWidth?: number;
  /** Toolbar content right after add (the audit link). */
  toolbarLead?: ReactNode;
  /** Toolbar content after add and batch delete (import and export). */
  toolbarExtra?: (ctx: { selected: Row[]; clear: () => void }) => ReactNode;
  /** The row's actions from the standard edit and delete; by default just those two. */
  rowActions?: (row: Row, std: { edit: MaybeAction; remove: MaybeAction }) => MaybeAction[];
  /** A dialog or drawer of its own instead of the FormModal, bound to the same state. */
  form?: (ctx: {
    open: boolean;
    editing: Row | undefined;
    /** With useCrud's `detail`: the record the edit starts from, undefined while it is read. */
    detail: Detail | undefined;
    /** With useCrud's `detail`: the record is being read (show it, hold the save). */
    loading: boolean;
    title: string;
    saving: boolean;
    onSubmit: (values: Record<string, unknown>) => void;
    onClose: () => void;
  }) => ReactNode;
  /** data-testid of a row's RowActions and of the add button. */
  actionsTestId?: (row: Row) => string;
  addTestId?: string;
  /** A cell of its own instead of RowActions (it must still use RowActions inside). */
  actionsCell?: (row: Row) => ReactNode;
  actionsWidth?: number;
  toolbarTestId?: string;
}

/**
 * A list screen's table, toolbar, row actions and form dialog in one: add behind its code, batch
 * delete of the checked rows, edit and delete per row through RowActions, and the create/edit
 * FormModal bound to `crud` (an edit with useCrud's `detail` starts from the record read for it).
 */
export function CrudTable<Row extends { id: string }, E extends AnyEndpoint, Detail extends Partial<Row> = never>({
  crud,
  codes,
  texts,
  formColumns,
  formWidth,
  toolbarLead,
  toolbarExtra,
  rowActions,
  form,
  actionsTestId,
  addTestId,
  actionsCell,
  actionsWidth,
  toolbarTestId,
  selectable,
  ...table
}: CrudTableProps<Row, E, Detail>) {
  const editDelete = useEditDelete();
  const title = (crud.editing ? texts.edit : texts.add) ?? '';
  const batch = !!(texts.batchDelete && texts.batchDeleteConfirm && codes.delete);
  const actionsOf = (row: Row): MaybeAction[] => {
    const [edit, remove] = [
      codes.edit &&
        editDelete({ edit: { code: codes.edit, label: texts.editAction, onClick: () => crud.openForm(row) } })[0],
      codes.delete &&
        editDelete({
          remove: {
            code: codes.delete,
            label: texts.deleteAction,
            confirm: texts.deleteConfirm(row),
            onClick: () => crud.remove.mutateAsync([row]),
          },
        })[0],
    ];
    return rowActions ? rowActions(row, { edit, remove }) : [edit, remove];
  };
  return (
    <>
      <SchemaTable<Row, E>
        {...table}
        selectable={batch || selectable}
        toolbar={({ selected, clear }) => (
          <Space wrap data-testid={toolbarTestId}>
            {codes.add && (
              <Can code={codes.add}>
                <Button type="primary" onClick={() => crud.openForm()} data-testid={addTestId}>
                  {texts.add}
                </Button>
              </Can>
            )}
            {toolbarLead}
            {batch && codes.delete && (
              <BatchDelete
                code={codes.delete}
                count={selected.length}
                label={texts.batchDelete}
                confirm={texts.batchDeleteConfirm?.(selected)}
                onConfirm={() => crud.remove.mutateAsync(selected).then(clear)}
              />
            )}
            {toolbarExtra?.({ selected, clear })}
          </Space>
        )}
        actions={{
          title: texts.actions,
          width: actionsWidth,
          render: (row) => actionsCell?.(row) ?? <RowActions testId={actionsTestId?.(row)} actions={actionsOf(row)} />,
        }}
      />
      {form
        ? form({
            open: crud.open,
            editing: crud.editing,
            detail: crud.detail,
            loading: !!crud.loading,
            title,
            saving: crud.save.isPending,
            onSubmit: (v) => crud.save.mutate(v),
            onClose: crud.toggle,
          })
        : (codes.add || codes.edit) && (
            <FormModal<Row>
              open={crud.open}
              title={title}
              columns={formColumns ?? table.columns}
              // An edit with a detail record starts from it once read; until then the dialog waits.
              row={crud.detail ?? (crud.loading ? undefined : crud.editing)}
              loading={crud.loading}
              saving={crud.save.isPending}
              width={formWidth}
              onSubmit={(v) => crud.save.mutate(v)}
              onClose={crud.toggle}
            />
          )}
    </>
  );
}
