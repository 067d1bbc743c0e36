import type { ValueType, ValueTypeDef } from '../types.ts';
import { category } from './category.tsx';
import { checkbox } from './checkbox.tsx';
import { create } from './create.tsx';
import { date } from './date.tsx';
import { daterange } from './daterange.tsx';
import { executeType } from './execute-type.tsx';
import { hidden } from './hidden.tsx';
import { number } from './number.tsx';
import { picture } from './picture.tsx';
import { radioGroup } from './radio-group.tsx';
import { richtext } from './richtext.tsx';
import { select } from './select.tsx';
import { switchType } from './switch.tsx';
import { template } from './template.tsx';
import { text } from './text.tsx';
import { textarea } from './textarea.tsx';

/** Every value type of requirements §3, one file each; heavy editors load lazily inside their own file. */
export const VALUE_TYPES: Record<ValueType, ValueTypeDef> = {
  text,
  textarea,
  select,
  date,
  daterange,
  number,
  checkbox,
  radioGroup,
  switch: switchType,
  picture,
  richtext,
  category,
  create,
  executeType,
  hidden,
  template,
};

export const valueTypeOf = (t: ValueType | undefined): ValueTypeDef => VALUE_TYPES[t ?? 'text'];
