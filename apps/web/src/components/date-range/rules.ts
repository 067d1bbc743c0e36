/**
 * antd Form rules for the range pickers: the contract's pure checks (requirements §5) with the texts of the
 * `inputs` namespace, so a form shows exactly the requirements' message.
 */
import { type ConsoleRangeLimit, checkConsoleRange, checkFormRange, type Range } from '@zhiyu/contract/rules/dates';
import type { Rule } from 'antd/es/form';
import { i18n } from '../../platform/i18n/index.ts';

const fail = (key: string | null) => (key ? Promise.reject(new Error(i18n.t(`inputs:${key}`))) : Promise.resolve());

/** Console-wide range: both ends required ('time is required'), optional month or day limit. */
export function consoleRangeRule(limit: ConsoleRangeLimit = {}): Rule {
  return { validator: (_rule, value: Range) => fail(checkConsoleRange(value, limit)) };
}

/** Form-widget range: at least one end (inputs:oneTimeRequired). */
export function formRangeRule(): Rule {
  return { validator: (_rule, value: Range) => fail(checkFormRange(value)) };
}
