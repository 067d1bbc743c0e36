import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../../../platform/i18n/index.ts';
import { engineColumns } from './engine.columns.tsx';
import { engineBody } from './engine.form.tsx';

describe('engine form', () => {
  it('folds the option fields, the embeddings model among them, into the options of the body', () => {
    const body = engineBody(
      {
        name: '向量',
        vendor: 'openai',
        endpoint: 'http://llm.local/v1',
        option_model: 'qwen',
        option_embeddingModel: 'bge-m3',
      },
      'nlp',
    ) as unknown as { kind: string; options: Record<string, string> };
    expect(body.kind).toBe('nlp');
    expect(body.options).toEqual({ model: 'qwen', embeddingModel: 'bge-m3' });
  });

  it('asks for an embeddings model only for an OpenAI-compatible NLP engine', async () => {
    await changeLanguage('zh-CN');
    const t = i18n.getFixedT('zh-CN', 'engine');
    const shows = (screen: 'nlp' | 'speech', vendor: string) => {
      const col = engineColumns(t, screen).find((c) => String(c.dataIndex) === 'option_embeddingModel');
      return typeof col?.show === 'function' ? col.show({ vendor }) : false;
    };
    expect(shows('nlp', 'openai')).toBe(true);
    expect(shows('nlp', 'qwen')).toBe(false);
    expect(shows('speech', 'openai')).toBe(false);
    const col = engineColumns(t, 'nlp').find((c) => String(c.dataIndex) === 'option_embeddingModel');
    expect(col?.title).toBe('向量模型');
  });
});
