import { useQuery } from '@tanstack/react-query';
import {
  HIT_TEST_QUESTION_MAX,
  HIT_TEST_TOP_N_DEFAULT,
  HIT_TEST_TOP_N_MAX,
} from '@zhiyu/contract/modules/aikb/hit-test';
import { Button, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { Can, useCan } from '../../../platform/access/can.tsx';
import { hitTestKeys, libraryChoices } from './hit-test.api.ts';

/** What the form sends: the question trimmed, the picked libraries (none: all enabled), the hits shown. */
export interface Asked {
  question: string;
  libraryIds: string[];
  topN: number;
}

interface Values {
  question: string;
  libraryIds?: string[];
  topN?: number;
}

/** The question box, the library picker (none picked: every enabled library) and the number of hits shown. */
export function AskForm({ onAsk, loading }: { onAsk: (body: Asked) => void; loading: boolean }) {
  const { t } = useTranslation('aikb-test');
  const [form] = Form.useForm<Values>();
  const canAsk = useCan('aikb.hitTest.ask-button');
  const libraries = useQuery({ queryKey: hitTestKeys.libraries(), queryFn: libraryChoices });
  const submit = (v: Values) =>
    onAsk({ question: v.question.trim(), libraryIds: v.libraryIds ?? [], topN: v.topN ?? HIT_TEST_TOP_N_DEFAULT });
  return (
    <Form<Values>
      form={form}
      name="hitTest"
      layout="vertical"
      onFinish={submit}
      initialValues={{ topN: HIT_TEST_TOP_N_DEFAULT }}
      data-testid="hit-test-form"
    >
      <Form.Item
        name="question"
        label={t('question.label')}
        rules={[
          { required: true, whitespace: true, message: t('question.required') },
          { max: HIT_TEST_QUESTION_MAX, message: t('question.tooLong', { n: HIT_TEST_QUESTION_MAX }) },
        ]}
      >
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 4 }}
          maxLength={HIT_TEST_QUESTION_MAX}
          showCount
          placeholder={t('question.placeholder')}
          onPressEnter={(e) => {
            if (!e.shiftKey && canAsk) {
              e.preventDefault();
              form.submit();
            }
          }}
        />
      </Form.Item>
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-end', flexWrap: 'wrap' }}>
        <Form.Item name="libraryIds" label={t('libraries.label')} style={{ flex: 1, minWidth: 240 }}>
          <Select
            mode="multiple"
            allowClear
            loading={libraries.isLoading}
            placeholder={t('libraries.all')}
            optionFilterProp="label"
            options={(libraries.data ?? []).map((l) => ({
              value: l.id,
              label: l.status === 1 ? l.name : `${l.name} ${t('libraries.disabled')}`,
            }))}
          />
        </Form.Item>
        <Form.Item name="topN" label={t('topN.label')}>
          <InputNumber min={1} max={HIT_TEST_TOP_N_MAX} precision={0} style={{ width: 100 }} />
        </Form.Item>
        <Form.Item>
          <Can code="aikb.hitTest.ask-button">
            <Button type="primary" htmlType="submit" loading={loading} data-testid="hit-test-ask">
              {t('ask.button')}
            </Button>
          </Can>
        </Form.Item>
      </div>
    </Form>
  );
}
