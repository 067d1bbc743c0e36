import type { ButtonCode } from '@zhiyu/contract/registry';

/** Screens whose registry declares all three of add, edit and delete buttons. */
export type CrudScreen = {
  [C in ButtonCode]: C extends `${infer P}.add-button`
    ? `${P}.edit-button` extends ButtonCode
      ? `${P}.delete-button` extends ButtonCode
        ? P
        : never
      : never
    : never;
}[ButtonCode];

/** The add, edit and delete button codes of a screen (`aicall.tag` → `aicall.tag.add-button`, …). */
export function crudCodes<P extends CrudScreen>(screen: P) {
  return {
    add: `${screen}.add-button`,
    edit: `${screen}.edit-button`,
    delete: `${screen}.delete-button`,
  } as const satisfies Record<string, ButtonCode>;
}
