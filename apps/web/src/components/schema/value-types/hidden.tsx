import type { ValueTypeDef } from '../types.ts';

/**
 * hidden: a value carried by the form (an id on edit, a fixed parent) that the user neither sees
 * nor edits; never a table column or a search field.
 */
export const hidden: ValueTypeDef = {
  Editor: ({ value, id }) => <input type="hidden" id={id} value={value === undefined ? '' : String(value)} />,
  item: () => ({ hidden: true }),
};
