import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf, QueryOf } from '@zhiyu/contract/endpoint';
import { useEffect, useState } from 'react';
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

/** The row type of a list endpoint: its page's rows, or the rows of a list answered whole (an array). */
export type RowOf<L> = DataOf<L> extends { list: (infer R)[] } ? R : DataOf<L> extends (infer R)[] ? R : never;

/** The record an edit form starts from: the detail endpoint and its query for the row being edited. */
export interface CrudDetail<G extends AnyEndpoint, Row> {
  endpoint: G;
  query: (row: Row) => QueryOf<G>;
}

export interface CrudOptions<
  L extends AnyEndpoint,
  C extends AnyEndpoint,
  U extends AnyEndpoint,
  D extends AnyEndpoint,
  G extends AnyEndpoint = never,
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
  /**
   * Edit starts from the record this endpoint answers for the row, read afresh at each opening,
   * instead of from the list row (a list that masks a field, a form with fields the list leaves
   * out). The dialog shows a loading state and holds its save until the record is in; a failed
   * read closes it (the request layer shows why).
   */
  detail?: CrudDetail<G, RowOf<L>>;
}

/** Reads the detail record of a row with a query its own type has already checked. */
function read<G extends AnyEndpoint, Row>(d: CrudDetail<G, Row>, row: Row): Promise<DataOf<G>> {
  const endpoint: AnyEndpoint = d.endpoint;
  return call(endpoint, { query: d.query(row) });
}

/** Calls an endpoint of any shape with a body its own type has already checked. */
function send<E extends AnyEndpoint, In>(c: CrudCall<E, In>, input: In): Promise<DataOf<E>> {
  const endpoint: AnyEndpoint = c.endpoint;
  return call(endpoint, { body: c.body(input) });
}

/**
 * The create/edit dialog state and the save and delete mutations of a list screen, each calling its
 * contract endpoint. Each success shows the success message, closes the dialog and refreshes the
 * given keys and every schema picker. With `detail`, an edit reads its record first.
 */
export function useCrud<
  L extends AnyEndpoint,
  C extends AnyEndpoint = AnyEndpoint,
  U extends AnyEndpoint = AnyEndpoint,
  D extends AnyEndpoint = AnyEndpoint,
  G extends AnyEndpoint = never,
>(c: CrudOptions<L, C, U, D, G>) {
  type Row = RowOf<L>;
  const qc = useQueryClient();
  const [open, toggle, setOpen] = useToggle();
  const [editing, setEditing] = useState<Row | undefined>();
  // Each opening reads the record afresh: its own key, never refetched while the form is open (a
  // refetch on window focus would put the record back over what the user typed).
  const [opening, setOpening] = useState(0);
  const reading = !!c.detail && open && !!editing;
  const record = useQuery({
    queryKey: ['crud-detail', c.detail?.endpoint.id, editing && c.detail?.query(editing), opening],
    queryFn: () => (c.detail && editing ? read(c.detail, editing) : Promise.reject(new Error('no detail'))),
    enabled: reading,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const failed = reading && record.isError;
  useEffect(() => {
    if (failed) setOpen(false);
  }, [failed, setOpen]);
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
    if (row && c.detail) setOpening((n) => n + 1);
    toggle();
  };
  /** The record of the row being edited, once read (only with `detail`). */
  const detail: DataOf<G> | undefined = reading ? record.data : undefined;
  /** The edit form waits for its record. */
  const loading = reading && record.isPending;
  return { open, toggle, editing, detail, loading, save, remove, openForm, refresh };
}

/** What CrudTable needs of a `useCrud`. */
export interface Crud<Row, Detail = never> {
  open: boolean;
  toggle: () => void;
  editing: Row | undefined;
  /** With `detail`: the record the edit form starts from, undefined while it is read. */
  detail?: Detail;
  /** With `detail`: the edit form waits for its record. */
  loading?: boolean;
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
