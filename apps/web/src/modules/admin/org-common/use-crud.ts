import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToggle } from '../../../components/schema/overlay.ts';
import { notifySuccess } from '../../../platform/request/success.ts';
import { orgKeys } from './org.ts';

type Values = Record<string, unknown>;

interface Crud<Row, Saved> {
  create: (v: Values) => Promise<Saved>;
  update: (row: Row, v: Values) => Promise<unknown>;
  remove: (row: Row) => Promise<unknown>;
  /** After a create, with what the server answered. */
  onCreated?: (saved: Saved) => void;
}

/**
 * The create/edit dialog state and the three mutations of an organisation list. Every success
 * refreshes every organisation list and picker (a new channel shows up in the tenant screen's select).
 */
export function useCrud<Row, Saved = unknown>(c: Crud<Row, Saved>) {
  const qc = useQueryClient();
  const [open, toggle] = useToggle();
  const [editing, setEditing] = useState<Row | undefined>();
  const done = async () => {
    await Promise.all([
      qc.invalidateQueries({ queryKey: orgKeys.all }),
      qc.invalidateQueries({ queryKey: ['schema-options'] }),
    ]);
  };
  const save = useMutation({
    mutationFn: async (v: Values) => {
      if (editing) {
        await c.update(editing, v);
        return undefined;
      }
      return c.create(v);
    },
    onSuccess: async (saved) => {
      toggle();
      if (saved !== undefined && c.onCreated) c.onCreated(saved);
      else notifySuccess();
      await done();
    },
  });
  const remove = useMutation({
    mutationFn: c.remove,
    onSuccess: async () => {
      notifySuccess();
      await done();
    },
  });
  const openForm = (row?: Row) => {
    setEditing(row);
    toggle();
  };
  return { open, toggle, editing, save, remove, openForm };
}
