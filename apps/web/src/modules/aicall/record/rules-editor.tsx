import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { INTENTION_FACTS, isHitFact, OPERATOR_SIGNS, OPERATORS } from '@zhiyu/contract/rules/intention';
import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The rules of a level: fact + operator + a value typed by the fact (a number of rounds or seconds;
 * an intent name, node id or keyword), and for counting operators on hit facts, the count.
 */
export function RulesEditor() {
  const { t } = useTranslation('record');
  return (
    <Form.List name="rules">
      {(fields, { add, remove }) => (
        <div data-testid="rules-editor">
          {fields.map((f, i) => (
            <Form.Item key={f.key} noStyle shouldUpdate>
              {({ getFieldValue }) => {
                const fact = getFieldValue(['rules', f.name, 'fact']);
                const op = getFieldValue(['rules', f.name, 'op']);
                const hit = fact && isHitFact(fact);
                return (
                  <Space align="baseline" wrap data-testid={`rule-${i}`}>
                    <Form.Item name={[f.name, 'fact']} rules={[{ required: true, message: t('rule.factRequired') }]}>
                      <Select
                        style={{ width: 120 }}
                        placeholder={t('rule.fact')}
                        options={INTENTION_FACTS.map((x) => ({ value: x, label: t(`rule.facts.${x}`) }))}
                      />
                    </Form.Item>
                    <Form.Item name={[f.name, 'op']} rules={[{ required: true, message: t('rule.opRequired') }]}>
                      <Select
                        style={{ width: 90 }}
                        placeholder={t('rule.op')}
                        options={OPERATORS.map((o) => ({
                          value: o,
                          label: hit && o === 1 ? t('rule.contains') : OPERATOR_SIGNS[o],
                        }))}
                      />
                    </Form.Item>
                    {hit ? (
                      <Form.Item
                        name={[f.name, 'value']}
                        rules={[{ required: true, whitespace: true, message: t('rule.valueRequired') }]}
                      >
                        <Input style={{ width: 160 }} maxLength={64} placeholder={t(`rule.placeholder.${fact}`)} />
                      </Form.Item>
                    ) : (
                      <Form.Item
                        name={[f.name, 'value']}
                        rules={[{ required: true, message: t('rule.valueRequired') }]}
                      >
                        <InputNumber
                          style={{ width: 160 }}
                          min={0}
                          max={1_000_000}
                          precision={0}
                          addonAfter={fact === 'duration' ? t('rule.seconds') : undefined}
                        />
                      </Form.Item>
                    )}
                    {hit && op !== undefined && op !== 1 && (
                      <Form.Item
                        name={[f.name, 'count']}
                        rules={[{ required: true, message: t('rule.countRequired') }]}
                      >
                        <InputNumber min={0} max={10_000} precision={0} addonAfter={t('rule.times')} />
                      </Form.Item>
                    )}
                    <MinusCircleOutlined onClick={() => remove(f.name)} aria-label={t('rule.remove')} />
                  </Space>
                );
              }}
            </Form.Item>
          ))}
          <Button type="dashed" onClick={() => add({ fact: 'intent', op: 1 })} icon={<PlusOutlined />}>
            {t('rule.add')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
