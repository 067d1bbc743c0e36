import { useEffect, useRef } from 'react';

/**
 * The workbench's keyboard shortcuts (requirements R4 §3): 1–9 label with that option, Enter
 * confirms the selected option, N marks noise, ArrowDown/ArrowRight go to the next utterance,
 * ArrowUp/ArrowLeft back to the previous one, Ctrl+Z (Cmd+Z) takes back my last label.
 */
export type MarkKeyAction =
  | { type: 'pick'; index: number }
  | { type: 'confirm' }
  | { type: 'noise' }
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'undo' };

/** What of a keyboard event the shortcuts read (a DOM KeyboardEvent fits). */
export interface KeyLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  repeat?: boolean;
  isComposing?: boolean;
  target?: EventTarget | null;
}

/** Elements that take typed text or arrows themselves: no shortcut fires while one has the key. */
const TYPING = 'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="combobox"]';
/** Elements that act on Enter themselves (a focused button is pressed by Enter, not the shortcut). */
const PRESSABLE = 'button, a[href], [role="button"], [role="tab"], [role="menuitem"], [role="checkbox"]';
/** Elements that move on arrows themselves. */
const ARROWS = '[role="slider"], [role="tab"], [role="radio"], [role="menuitem"], [role="option"]';
/** Shortcuts belong to the page, not to a dialog or dropdown over it. */
const OVERLAY = '.ant-modal-wrap, .ant-drawer, .ant-select-dropdown, .ant-dropdown, .ant-popover';

function inside(target: EventTarget | null | undefined, selector: string): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  return (target as Element).closest(selector) !== null;
}

/** True when the key goes to what has the focus (typing in a field, a dialog, a pressed button). */
export function ownedByTarget(e: KeyLike): boolean {
  const t = e.target;
  if ((t as HTMLElement | null)?.isContentEditable) return true;
  if (inside(t, TYPING) || inside(t, OVERLAY)) return true;
  if (e.key === 'Enter' && inside(t, PRESSABLE)) return true;
  if (e.key.startsWith('Arrow') && inside(t, ARROWS)) return true;
  return false;
}

/** The shortcut a key press means, or null (typing, a modifier, a held-down label key, another key). */
export function markKeyAction(e: KeyLike): MarkKeyAction | null {
  if (e.isComposing || ownedByTarget(e)) return null;
  const command = e.ctrlKey || e.metaKey;
  if (command && !e.altKey && e.key.toLowerCase() === 'z') return e.repeat ? null : { type: 'undo' };
  if (command || e.altKey) return null;
  switch (e.key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return { type: 'next' };
    case 'ArrowUp':
    case 'ArrowLeft':
      return { type: 'prev' };
  }
  // Holding a label key down must not label the utterances that follow.
  if (e.repeat) return null;
  if (e.key === 'Enter') return { type: 'confirm' };
  if (e.key === 'n' || e.key === 'N') return { type: 'noise' };
  if (/^[1-9]$/.test(e.key)) return { type: 'pick', index: Number(e.key) - 1 };
  return null;
}

/**
 * Listens on the window while `enabled` and hands each shortcut to `onAction` (the latest one given),
 * keeping the browser's own use of the key (scrolling on arrows, a form's Enter) away.
 */
export function useMarkKeys(onAction: (action: MarkKeyAction) => void, enabled = true): void {
  const handler = useRef(onAction);
  handler.current = onAction;
  useEffect(() => {
    if (!enabled) return;
    const listen = (e: KeyboardEvent) => {
      const action = markKeyAction(e);
      if (!action) return;
      e.preventDefault();
      handler.current(action);
    };
    window.addEventListener('keydown', listen);
    return () => window.removeEventListener('keydown', listen);
  }, [enabled]);
}
