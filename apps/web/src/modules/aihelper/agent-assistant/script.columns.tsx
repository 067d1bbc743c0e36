import { SCRIPT_TEXT_MAX } from '@zhiyu/contract/modules/aihelper/script';
import { Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import type { ScriptForm } from './script.api.ts';

type Col = SchemaColumn<ScriptForm>;

/** The contract's limits (aihelper/script): scene and intent, a wording, the wordings of a script. */
const SHORT_MAX = 30;
const QUESTION_MAX = 100;
const QUESTIONS_MAX = 50;
const KEYWORD_MAX = 50;
/** Wordings shown in a row before the rest fold into "+N"; the script cell's width (one line). */
const QUESTIONS_SHOWN = 2;
const TEXT_WIDTH = 240;

/** One list for the script search (scene, keyword), table and dialog. */
export function scriptColumns(t: TFunction): Col[] {
  const validity = { 0: { text: t('validity.0'), color: 'green' }, 1: { text: t('validity.1'), color: 'default' } };
  return [
    {
      dataIndex: 'scene',
      title: t('script.scene'),
      required: true,
      maxlength: SHORT_MAX,
      placeholder: t('script.scenePlaceholder'),
      in: ['search', 'table', 'form'],
      width: 120,
    },
    {
      dataIndex: 'keyword',
      title: t('script.keyword'),
      maxlength: KEYWORD_MAX,
      placeholder: t('script.keywordPlaceholder'),
      in: ['search'],
    },
    {
      dataIndex: 'intent',
      title: t('script.intent'),
      required: true,
      maxlength: SHORT_MAX,
      placeholder: t('script.intentPlaceholder'),
      width: 120,
    },
    {
      dataIndex: 'questions',
      title: t('script.questions'),
      valueType: 'create',
      required: true,
      maxlength: QUESTION_MAX,
      placeholder: t('script.questionsPlaceholder'),
      tooltip: t('script.questionsTip'),
      rules: [{ type: 'array', max: QUESTIONS_MAX, message: t('script.questionsMax', { n: QUESTIONS_MAX }) }],
      width: 220,
      render: (_v, row) => (
        <span data-testid="script-questions">
          {row.questions.slice(0, QUESTIONS_SHOWN).map((q) => (
            <Tag key={q}>{q}</Tag>
          ))}
          {row.questions.length > QUESTIONS_SHOWN && (
            <Tag>{t('more', { n: row.questions.length - QUESTIONS_SHOWN })}</Tag>
          )}
        </span>
      ),
    },
    {
      dataIndex: 'text',
      title: t('script.text'),
      valueType: 'textarea',
      required: true,
      maxlength: SCRIPT_TEXT_MAX,
      placeholder: t('script.textPlaceholder'),
      width: TEXT_WIDTH,
      // One line cut to the column, the whole script on hover.
      render: (_v, row) => (
        <Typography.Text ellipsis={{ tooltip: row.text }} style={{ display: 'block', maxWidth: TEXT_WIDTH - 16 }}>
          {row.text}
        </Typography.Text>
      ),
    },
    {
      dataIndex: 'validity',
      title: t('validity'),
      valueType: 'radioGroup',
      valueEnum: validity,
      required: true,
      initialValue: 0,
      tooltip: t('script.validityTip'),
      width: 80,
    },
    { dataIndex: 'creator', title: t('script.creator'), in: ['table'], width: 90 },
    { dataIndex: 'updatedAt', title: t('updatedAt'), valueType: 'date', in: ['table'], width: 170 },
  ];
}
