import { type DatasetType, LABEL_MAX, UTTERANCE_MAX } from '@zhiyu/contract/modules/learnself/dataset';
import { SENTIMENT_IO_HEADER } from '@zhiyu/contract/modules/learnself/dataset-io';
import type { ImportTemplate } from '../../../platform/excel/template.ts';
import { nerImporter, nluImporter, sentimentImporter } from './io.ts';

const SKIPPED = {
  zh: '该意图下已有的语料（忽略全半角、大小写、空格和标点比较）及文件中重复的行会被跳过，不算错误。',
  en: 'An utterance already under its intent (compared ignoring width, case, spaces and punctuation), or repeated in the file, is skipped, not an error.',
};
const TEXT_NOTE = {
  zh: `必填；一条用户说法，最多${UTTERANCE_MAX}个字符`,
  en: `Required; one thing a user says, at most ${UTTERANCE_MAX} characters`,
};

/** 数据集导入模板 of each dataset type: the importer's columns, with what each takes. */
export const datasetTemplates: Record<DatasetType, ImportTemplate> = {
  nlu: {
    name: { zh: '数据集导入模板', en: 'dataset-import-template' },
    columns: nluImporter.columns,
    maxRows: nluImporter.maxRows,
    guide: {
      label: {
        note: {
          zh: `必填；意图名称，最多${LABEL_MAX}个字符`,
          en: `Required; the intent name, at most ${LABEL_MAX} characters`,
        },
        example: { zh: '查询话费', en: 'Check the bill' },
      },
      text: { note: TEXT_NOTE, example: { zh: '我想查一下这个月的话费', en: "I'd like to check this month's bill" } },
    },
    tips: [SKIPPED],
  },
  sentiment: {
    name: { zh: '情感数据集导入模板', en: 'sentiment-dataset-import-template' },
    columns: sentimentImporter.columns,
    maxRows: sentimentImporter.maxRows,
    guide: {
      label: {
        note: {
          zh: `必填；positive、neutral、negative 之一（表头也可写作「${SENTIMENT_IO_HEADER.zh}」）`,
          en: `Required; positive, neutral or negative (the header may also read "${SENTIMENT_IO_HEADER.en}")`,
        },
        example: 'positive',
      },
      text: { note: TEXT_NOTE, example: { zh: '服务很周到，谢谢你们', en: 'Great service, thank you' } },
    },
    tips: [SKIPPED],
  },
  ner: {
    name: { zh: '实体数据集导入模板', en: 'entity-dataset-import-template' },
    columns: nerImporter.columns,
    maxRows: nerImporter.maxRows,
    guide: {
      text: {
        note: {
          zh: `必填；一条用户说法，实体写作 [文本](类型)，类型可用 电话、日期、金额、地址、人名、机构 或自定义；去掉标注后最多${UTTERANCE_MAX}个字符`,
          en: `Required; one thing a user says, each entity written [text](type), the type Phone, Date, Amount, Address, Person, Organisation or your own; at most ${UTTERANCE_MAX} characters without the marks`,
        },
        example: {
          zh: '我叫[张三](人名)，电话[13800001111](电话)',
          en: 'I am [Zhang San](Person), call [13800001111](Phone)',
        },
      },
    },
    tips: [
      {
        zh: '数据集中已有的语料（忽略全半角、大小写、空格和标点比较）及文件中重复的行会被跳过，不算错误。',
        en: 'An utterance already in the dataset (compared ignoring width, case, spaces and punctuation), or repeated in the file, is skipped, not an error.',
      },
    ],
  },
};
