import {
  type BuiltinSynonymRow,
  SYNONYM_GROUP_WORDS_MAX,
  SYNONYM_WORD_MAX,
  type SynonymRow,
} from '@zhiyu/contract/modules/aikb/synonym';
import { Flex, Tag, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import type { SchemaColumn } from '../../../components/schema/types.ts';

/** The rows as the search form holds them: `word` filters by part of any word of a group. */
export type SynonymForm = SynonymRow & { word?: string };
export type BuiltinForm = BuiltinSynonymRow & { word?: string };

/** Query keys of the synonym lists; a save refreshes `all`. */
export const synonymKeys = {
  all: ['aikb', 'synonym'] as const,
  list: () => [...synonymKeys.all, 'list'] as const,
  builtin: () => [...synonymKeys.all, 'builtin'] as const,
};

const LONE_HAN = /^\p{Script=Han}$/u;
/** The least words of a group (the contract's minimum). */
export const SYNONYM_GROUP_WORDS_MIN = 2;

/** A group's words as tags, the first (the main word the others are searched as) in colour. */
export function SynonymWords({ words, t }: { words: readonly string[]; t: TFunction }) {
  const [main, ...rest] = words;
  return (
    <Flex gap={4} wrap data-testid="synonym-words">
      {main !== undefined && (
        <Tooltip title={t('synonym.mainTip', { word: main })}>
          <Tag color="blue" data-testid="synonym-main">
            {main}
          </Tag>
        </Tooltip>
      )}
      {rest.map((w) => (
        <Tag key={w} style={{ marginInlineEnd: 0 }}>
          {w}
        </Tag>
      ))}
    </Flex>
  );
}

/** The word filter of both lists (part of any word of a group). */
function wordFilter<R extends { word?: string }>(t: TFunction): SchemaColumn<R> {
  return {
    dataIndex: 'word' as keyof R & string,
    title: t('synonym.word'),
    placeholder: t('synonym.wordPlaceholder'),
    maxlength: SYNONYM_WORD_MAX,
    span: 12,
    in: ['search'],
  };
}

/** What the form checks before saving: 2–20 words, none a single Chinese character. */
function wordRules(t: TFunction) {
  return [
    {
      validator: (_r: unknown, v: unknown) => {
        const words = Array.isArray(v) ? (v as string[]) : [];
        if (!words.length) return Promise.resolve();
        if (words.length < SYNONYM_GROUP_WORDS_MIN || words.length > SYNONYM_GROUP_WORDS_MAX)
          return Promise.reject(
            new Error(t('synonym.countRule', { min: SYNONYM_GROUP_WORDS_MIN, max: SYNONYM_GROUP_WORDS_MAX })),
          );
        const lone = words.find((w) => LONE_HAN.test(w.trim()));
        if (lone) return Promise.reject(new Error(t('synonym.loneRule', { word: lone })));
        return Promise.resolve();
      },
    },
  ];
}

/** The tenant's own groups: word filter, the words (table and form), who saved them and when. */
export function synonymColumns(t: TFunction): SchemaColumn<SynonymForm>[] {
  return [
    wordFilter<SynonymForm>(t),
    {
      dataIndex: 'words',
      title: t('synonym.words'),
      valueType: 'create',
      required: true,
      maxlength: SYNONYM_WORD_MAX,
      placeholder: t('synonym.wordsPlaceholder'),
      extra: t('synonym.wordsHelp', {
        min: SYNONYM_GROUP_WORDS_MIN,
        max: SYNONYM_GROUP_WORDS_MAX,
        len: SYNONYM_WORD_MAX,
      }),
      rules: wordRules(t),
      in: ['table', 'form'],
      width: 260,
      render: (_v, row) => <SynonymWords words={row.words} t={t} />,
    },
    { dataIndex: 'updater', title: t('synonym.updater'), in: ['table'], width: 100 },
    { dataIndex: 'updatedAt', title: t('synonym.updatedAt'), valueType: 'date', in: ['table'], width: 170 },
  ];
}

/** The built-in lexicon's groups: the same filter and words, read-only. */
export function builtinColumns(t: TFunction): SchemaColumn<BuiltinForm>[] {
  return [
    wordFilter<BuiltinForm>(t),
    {
      dataIndex: 'words',
      title: t('synonym.words'),
      in: ['table'],
      render: (_v, row) => <SynonymWords words={row.words} t={t} />,
    },
  ];
}
