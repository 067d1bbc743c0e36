/**
 * localStorage access for the local client state of requirements §3. Scalars are stored raw (other tools and
 * the SSO rule write plain strings), objects as JSON. Every write bumps a version so React views that
 * read the session (menus, header) re-render without a second store.
 */
import { KEPT_ON_LOGOUT, STORAGE_KEYS } from '@zhiyu/contract/rules/session';

type Listener = () => void;
const listeners = new Set<Listener>();
let version = 0;

function emit() {
  version++;
  for (const l of listeners) l();
}

export function subscribe(l: Listener): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function getVersion(): number {
  return version;
}

export function getString(key: string): string | null {
  return localStorage.getItem(key);
}

export function getJson<T>(key: string, fallback: T): T {
  const raw = localStorage.getItem(key);
  if (raw == null || raw === '') return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function setItem(key: string, value: unknown): void {
  if (value === undefined || value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  emit();
}

export function removeItem(key: string): void {
  localStorage.removeItem(key);
  emit();
}

/** requirements §4: logout and the login codes clear everything except the kept keys. */
export function clearSession(): void {
  const kept = new Set(KEPT_ON_LOGOUT);
  for (const key of Object.keys(localStorage)) if (!kept.has(key)) localStorage.removeItem(key);
  emit();
}

export function isSignedIn(): boolean {
  return !!localStorage.getItem(STORAGE_KEYS.authorization);
}
