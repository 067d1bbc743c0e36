import type { Rule } from 'antd/es/form';
import type { ReactNode } from 'react';
import type { LoadMoreOption, LoadMoreQuery } from '../select-load-more/select-load-more.tsx';

/** The value types of requirements §3's column definition. */
export type ValueType =
  | 'text'
  | 'textarea'
  | 'select'
  | 'date'
  | 'daterange'
  | 'number'
  | 'checkbox'
  | 'radioGroup'
  | 'switch'
  | 'picture'
  | 'richtext'
  | 'category'
  | 'create'
  | 'executeType'
  | 'hidden'
  | 'template';

export type OptionValue = string | number;
export interface Option {
  label: ReactNode;
  value: OptionValue;
  children?: Option[];
  /** Tag colour in table cells. */
  color?: string;
}

/** Where a field appears: the search form, the table, the create/edit form. */
export type Place = 'search' | 'table' | 'form';

/** Options loaded from the server (requirements §3 "request with params, label and value mappers"). */
export interface OptionsRequest<Item = unknown> {
  load: (params: Record<string, unknown>) => Promise<Item[]>;
  /** Fixed, or read from the form's values (options that follow another field, e.g. its tenant). */
  params?: Record<string, unknown> | ((values: Record<string, unknown>) => Record<string, unknown>);
  label?: (item: Item) => ReactNode;
  value?: (item: Item) => OptionValue;
  /** Children of an item, for `category` (cascader) trees. */
  children?: (item: Item) => Item[] | undefined;
}

type Values = Record<string, unknown>;

/**
 * select: options fetched a page at a time as the list scrolls, searched on the server (requirements §7
 * pickers and selects: a select that loads more asks for 20 at a time).
 */
export interface PagedOptions<Item = unknown> {
  /** Names the option list in the query cache (with the name typed and the page). */
  key: string;
  load: (q: LoadMoreQuery) => Promise<{ list: Item[]; total: number }>;
  label: (item: Item) => string;
  value: (item: Item) => string;
  /** Listed but not choosable. */
  disabled?: (item: Item) => boolean;
  /**
   * Labels of values that may not be on a loaded page, so an edited row shows its bot by name;
   * a function reads every value the form holds (also fields it does not show).
   */
  known?: LoadMoreOption[] | ((values: Values) => LoadMoreOption[]);
}

/**
 * One column of a schema-driven page (requirements §3 search-form column definition). The same list drives
 * the search form, the table and the create/edit form; `Row` is the contract row type it shows.
 */
export interface SchemaColumn<Row = Record<string, unknown>> {
  dataIndex: keyof Row & string;
  title: ReactNode;
  /** Default `text`. */
  valueType?: ValueType;
  /** Grid span out of 24: default 6, 24 inside a modal. */
  span?: number;
  required?: boolean;
  rules?: Rule[];
  /** Plain option values; labelled by `valueEnum` when it names them, else shown as they are. */
  enum?: readonly OptionValue[];
  /** Option labels by value (`{ 1: 'on' }`); numeric keys become numbers. */
  valueEnum?: Record<string, ReactNode | { text: ReactNode; color?: string }>;
  /**
   * switch: the column is a yes/no fact (a required flag, must change password), not a state:
   * yes/no instead of active/inactive, a checkbox in the form, plain text in the table.
   */
  yesNo?: boolean;
  // biome-ignore lint/suspicious/noExplicitAny: each column's request returns its own item type
  request?: OptionsRequest<any>;
  // biome-ignore lint/suspicious/noExplicitAny: each column's pages hold their own item type
  pages?: PagedOptions<any>;
  /** Value of the field on a blank create form and a fresh search form. */
  initialValue?: unknown;
  /** Turns the field's value into what goes on the wire: a value, or an object merged in its place. */
  dataValue?: (value: unknown, values: Values) => unknown;
  multiple?: boolean;
  maxlength?: number;
  placeholder?: string;
  tooltip?: ReactNode;
  /** Below a form field (not in search forms): help, or a tool that fills the field. */
  extra?: ReactNode;
  /** Shown at all (false hides it), or shown depending on the other form values. */
  show?: boolean | ((values: Values) => boolean);
  disabled?: boolean | ((values: Values) => boolean);
  min?: number;
  max?: number;
  step?: number;
  precision?: number;
  suffix?: ReactNode;
  /** text: a password typed for someone else — masked, with show and generate (components/password-input). */
  password?: boolean;
  /** select: the user may type values that are not among the options. */
  allowCreate?: boolean;
  /** select/category with `multiple`: fold the chosen tags into "+N" when they do not fit. */
  collapseTags?: boolean;
  /**
   * select with options loaded whole: a chosen value they no longer hold (a row deleted since) is
   * shown as deleted, not as its raw id. Not for loaders that answer only part of the rows.
   */
  markGone?: boolean;
  /** Places the column appears in; default table and form. */
  in?: readonly Place[];
  /** Table: sortable by the server under this field name (true: the dataIndex). */
  sorter?: boolean | string;
  width?: number;
  /** Table: a custom cell (the row is typed), instead of the value type's renderer. */
  render?: (value: unknown, row: Row) => ReactNode;
  /** template: the {placeholders} offered and allowed. */
  variables?: readonly string[];
  /** richtext: hide the image, video and link groups. */
  media?: boolean;
}

export type Mode = 'search' | 'form' | 'modal';

/** What a value type's editor receives: antd Form.Item injects value/onChange/id. */
export interface EditorProps {
  col: SchemaColumn;
  mode: Mode;
  disabled?: boolean;
  value?: unknown;
  onChange?: (v: unknown) => void;
  id?: string;
}

export interface ValueTypeDef {
  /** The input inside Form.Item. */
  Editor: (p: EditorProps) => ReactNode;
  /** A table cell for a value. */
  Cell?: (p: { col: SchemaColumn; value: unknown }) => ReactNode;
  /** Extra Form.Item props: value conversions (dayjs ↔ ms), valuePropName, hidden, rules. */
  item?: (col: SchemaColumn, mode: Mode) => Record<string, unknown>;
}
