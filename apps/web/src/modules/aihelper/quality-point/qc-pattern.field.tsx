import { QC_WORDS_MAX, type QcRuleRow } from '@zhiyu/contract/modules/aihelper/qc';
import {
  PATTERN_MAX,
  PATTERN_WORD_MAX,
  PATTERN_WORDS_MAX,
  parsePattern,
} from '@zhiyu/contract/modules/aihelper/qc-pattern';
import { Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import type { QcRuleForm } from './qc-rule.api.ts';

type Col = SchemaColumn<QcRuleForm>;
type Values = Record<string, unknown>;

/** Keywords or intents shown in a row before the rest fold into "+N". */
const WORDS_SHOWN = 3;
/** The longest intent name (contract: a keyword 20, an intent 50). */
export const INTENT_MAX = 50;
/** The parse errors the contract names; each has its own text (qc.patternError.*). */
const PATTERN_ERRORS = ['empty', 'tooLong', 'incomplete', 'unbalanced', 'misplaced', 'wordTooLong', 'tooManyWords'];

const kindIs = (kind: string) => (v: Values) => v.kind === kind;

/**
 * The expression checked by the contract's own parser, so the dialog refuses what the server would,
 * with the reason in the user's language. An empty box is the required rule's to report.
 */
function patternRule(t: TFunction) {
  return {
    validator: (_rule: unknown, v: unknown) => {
      const source = typeof v === 'string' ? v.trim() : '';
      if (!source) return Promise.resolve();
      const parsed = parsePattern(source);
      if (parsed.ok) return Promise.resolve();
      const key = PATTERN_ERRORS.includes(parsed.error) ? parsed.error : 'misplaced';
      return Promise.reject(
        new Error(t(`qc.patternError.${key}`, { max: PATTERN_MAX, words: PATTERN_WORDS_MAX, word: PATTERN_WORD_MAX })),
      );
    },
  };
}

/** How to write an expression, under the box. */
function PatternHelp({ t }: { t: TFunction }) {
  return (
    <Typography.Text type="secondary" data-testid="qc-pattern-help">
      {t('qc.patternHelp')}
    </Typography.Text>
  );
}

/** The dialog's fields of the two kinds that match lines by words: the expression, and the intents. */
export function patternColumns(t: TFunction): Col[] {
  return [
    {
      dataIndex: 'pattern',
      title: t('qc.pattern'),
      required: true,
      maxlength: PATTERN_MAX,
      placeholder: t('qc.patternPlaceholder'),
      extra: <PatternHelp t={t} />,
      rules: [patternRule(t)],
      show: kindIs('pattern'),
      in: ['form'],
    },
    {
      dataIndex: 'intents',
      title: t('qc.intents'),
      valueType: 'create',
      required: true,
      maxlength: INTENT_MAX,
      placeholder: t('qc.intentsPlaceholder'),
      tooltip: t('qc.intentsTip'),
      rules: [{ type: 'array', max: QC_WORDS_MAX, message: t('qc.intentsMax', { n: QC_WORDS_MAX }) }],
      show: kindIs('intent'),
      in: ['form'],
    },
  ];
}

/** What a point matches, in the table: its keywords or intents as tags, or its expression. */
export function contentCell(t: TFunction, row: QcRuleRow) {
  if (row.kind === 'pattern')
    return (
      <Typography.Text code data-testid="qc-pattern">
        {row.pattern || '-'}
      </Typography.Text>
    );
  if (!row.words.length) return '-';
  return (
    <span data-testid="qc-words">
      {row.words.slice(0, WORDS_SHOWN).map((w) => (
        <Tag key={w} color={row.kind === 'intent' ? 'geekblue' : undefined}>
          {w}
        </Tag>
      ))}
      {row.words.length > WORDS_SHOWN && <Tag>{t('more', { n: row.words.length - WORDS_SHOWN })}</Tag>}
    </span>
  );
}
