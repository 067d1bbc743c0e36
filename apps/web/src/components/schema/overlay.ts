import { useCallback, useState } from 'react';

/** requirements §9 default widths. */
export const DIALOG_WIDTH = 580;
export const DRAWER_WIDTH = 900;

/** requirements §4: dialogs and drawers toggle; the same call opens a closed one and closes an open one. */
export function useToggle(initial = false): [boolean, () => void, (open: boolean) => void] {
  const [open, setOpen] = useState(initial);
  const toggle = useCallback(() => setOpen((o) => !o), []);
  return [open, toggle, setOpen];
}
