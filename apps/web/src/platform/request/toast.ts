/**
 * Toasts from outside React. antd's message module loads on the first toast, so screens that never
 * toast (a clean /login) do not pay for it. Identical error messages show once within 4 seconds
 * (requirements §8, and §9's "error-toast dedupe"): one failure met by several calls is told once. Success
 * toasts always show: two actions that each succeed, such as creating a bot and saving its flow a
 * few seconds later, each get their own.
 */
export const DEDUPE_MS = 4000;

const lastShown = new Map<string, number>();
let loading: Promise<typeof import('antd/es/message').default> | null = null;

function messageApi() {
  loading ??= import('antd/es/message').then((m) => m.default);
  return loading;
}

function fresh(text: string): boolean {
  const now = Date.now();
  const last = lastShown.get(text);
  if (last !== undefined && now - last < DEDUPE_MS) return false;
  lastShown.set(text, now);
  return true;
}

export function toastError(text: string): void {
  if (fresh(text)) void messageApi().then((m) => m.error(text));
}

export function toastSuccess(text: string): void {
  void messageApi().then((m) => m.success(text));
}

/** For tests: forget what was shown. */
export function resetToasts(): void {
  lastShown.clear();
}
