import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notifySuccess } from '../../platform/request/success.ts';
import { useToggle } from '../schema/overlay.ts';

type Values = Record<string, unknown>;

export interface CrudOptions<Row, Saved> {
  /** Query keys every success refreshes: the resource's `all`, and lists or pickers that show it. */
  invalidate: readonly (readonly unknown[])[];
  /** Creates from the form values (the api function of the create endpoint). */
  create?: (v: Values) => Promise<Saved>;
  /** Saves the edited row from the form values (the api function of the edit endpoint). */
  update?: (row: Row, v: Values) => Promise<unknown>;
  /** Deletes one row or the checked rows (the api function of the delete endpoint). */
  remove?: (rows: Row[]) => Promise<unknown>;
  /** After a create, with what the server answered (replaces the plain success message). */
  onCreated?: (saved: Saved) => void;
}

/**
 * The create/edit dialog state and the save and delete mutations of a list screen. Each success
 * shows the success message, closes the dialog and refreshes the given keys and every schema picker.
 */
export function useCrud<Row, Saved = unknown>(c: CrudOptions<Row, Saved>) {
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
    mutationFn: async (v: Values): Promise<Saved | undefined> => {
      if (editing) {
        await c.update?.(editing, v);
        return undefined;
      }
      return c.create?.(v);
    },
    onSuccess: async (saved) => {
      toggle();
      if (saved !== undefined && c.onCreated) c.onCreated(saved);
      else notifySuccess();
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (rows: Row[]) => c.remove?.(rows) ?? Promise.resolve(),
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
