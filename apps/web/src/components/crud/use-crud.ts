import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '@zhiyu/contract/endpoint';
import { useState } from 'react';
import type { AnyEndpoint } from '../../platform/list/call-query.ts';
import { call } from '../../platform/request/call.ts';
import { notifySuccess } from '../../platform/request/success.ts';
import { useToggle } from '../schema/overlay.ts';

type Values = Record<string, unknown>;

/** One mutation: the contract endpoint and how its body is built (typed by the endpoint). */
export interface CrudCall<E extends AnyEndpoint, In> {
  endpoint: E;
  body: (input: In) => BodyOf<E>;
}

/** The row type of a list endpoint's page. */
export type RowOf<L> = DataOf<L> extends { list: (infer R)[] } ? R : never;

export interface CrudOptions<
  L extends AnyEndpoint,
  C extends AnyEndpoint,
  U extends AnyEndpoint,
  D extends AnyEndpoint,
> {
  /** The list endpoint: its rows are what edit and delete receive. */
  list: L;
  /** Query keys every success refreshes: the resource's `all`, and lists or pickers that show it. */
  invalidate: readonly (readonly unknown[])[];
  /** Create from the form values. */
  create?: CrudCall<C, Values>;
  /** Save the edited row from the form values. */
  update?: CrudCall<U, { row: RowOf<L>; values: Values }>;
  /** Delete one row or the checked rows. */
  remove?: CrudCall<D, RowOf<L>[]>;
  /** After a create, with what the server answered (replaces the plain success message). */
  onCreated?: (saved: DataOf<C>) => void;
}

/** Calls an endpoint of any shape with a body its own type has already checked. */
function send<E extends AnyEndpoint, In>(c: CrudCall<E, In>, input: In): Promise<DataOf<E>> {
  const endpoint: AnyEndpoint = c.endpoint;
  return call(endpoint, { body: c.body(input) });
}

/**
 * The create/edit dialog state and the save and delete mutations of a list screen, each calling its
 * contract endpoint. Each success shows the success message, closes the dialog and refreshes the
 * given keys and every schema picker.
 */
export function useCrud<
  L extends AnyEndpoint,
  C extends AnyEndpoint = AnyEndpoint,
  U extends AnyEndpoint = AnyEndpoint,
  D extends AnyEndpoint = AnyEndpoint,
>(c: CrudOptions<L, C, U, D>) {
  type Row = RowOf<L>;
  const qc = useQueryClient();
  const [open, toggle] = useToggle();
  const [editing, setEditing] = useState<Row | undefined>();
  const refresh = async () => {
    await Promise.all([
      ...c.invalidate.map((queryKey) => qc.invalidateQueries({ queryKey })),
      qc.invalidateQueries({ queryKey: ['schema-options'] }),
    ]);
  };
  const save = useMutation({
    mutationFn: async (values: Values): Promise<{ created?: DataOf<C> }> => {
      if (editing) {
        if (c.update) await send(c.update, { row: editing, values });
        return {};
      }
      return c.create ? { created: await send(c.create, values) } : {};
    },
    onSuccess: async ({ created }) => {
      toggle();
      if (created !== undefined && c.onCreated) c.onCreated(created);
      else notifySuccess();
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: async (rows: Row[]) => {
      if (c.remove) await send(c.remove, rows);
    },
    onSuccess: async () => {
      notifySuccess();
      await refresh();
    },
  });
  const openForm = (row?: Row) => {
    setEditing(row);
    toggle();
  };
  return { open, toggle, editing, save, remove, openForm, refresh };
}

/** What CrudTable needs of a `useCrud`. */
export interface Crud<Row> {
  open: boolean;
  toggle: () => void;
  editing: Row | undefined;
  openForm: (row?: Row) => void;
  save: { isPending: boolean; mutate: (values: Values) => void };
  remove: { mutateAsync: (rows: Row[]) => Promise<unknown> };
}

/** Delete body of the rows by their ids (`{ ids }`). */
export const idsOf = (rows: readonly { id: string }[]) => ({ ids: rows.map((r) => r.id) });
/** Delete body of one row (`{ id }`). */
export const idOf = ([row]: readonly { id: string }[]) => ({ id: row?.id ?? '' });
/** Edit body: the create body built from the form, with the row's id. */
export const withId =
  <B>(body: (values: Values) => B) =>
  ({ row, values }: { row: { id: string }; values: Values }) => ({ id: row.id, ...body(values) });
