import { STORAGE_KEYS } from '@zhiyu/contract/rules/session';
import { getString, setItem } from './storage.ts';

/** The browser's device id: generated once and kept across logouts (requirements §4). */
export function browserUuid(): string {
  let id = getString(STORAGE_KEYS.uuid);
  if (!id) {
    id = crypto.randomUUID();
    setItem(STORAGE_KEYS.uuid, id);
  }
  return id;
}
