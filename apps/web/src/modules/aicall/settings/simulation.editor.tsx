import {
  CAUSE_WEIGHT_MAX,
  DEFAULT_SIMULATION,
  LINE_ROUND_MS_MAX,
  type LineSimulation,
  SIMULATION_CAUSE_CODES,
} from '@zhiyu/contract/modules/aicall/line';
import { classifyCause } from '@zhiyu/contract/rules/call-result';
import { Button, Col, Form, InputNumber, Modal, Row, Table, Tag, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Rates are edited as whole percentages and stored as fractions. */
interface Values {
  answerRate: number;
  unrecognisedRate: number;
  silenceRate: number;
  roundMs: number;
  weights: Record<string, number>;
}

const pct = (x: number) => Math.round(x * 1000) / 10;

export function toValues(s: LineSimulation): Values {
  return {
    answerRate: pct(s.answerRate),
    unrecognisedRate: pct(s.unrecognisedRate),
    silenceRate: pct(s.silenceRate),
    roundMs: s.roundMs,
    weights: Object.fromEntries(SIMULATION_CAUSE_CODES.map((c) => [String(c), s.causeWeights[String(c)] ?? 0])),
  };
}

/** The profile to save: zero weights are left out. */
export function toSimulation(v: Values): LineSimulation {
  return {
    answerRate: v.answerRate / 100,
    unrecognisedRate: v.unrecognisedRate / 100,
    silenceRate: v.silenceRate / 100,
    roundMs: v.roundMs,
    causeWeights: Object.fromEntries(Object.entries(v.weights).filter(([, w]) => (w ?? 0) > 0)),
  };
}

interface Props {
  open: boolean;
  /** The line's number, shown in the title. */
  number: string;
  value: LineSimulation | null;
  saving?: boolean;
  onSave: (s: LineSimulation) => void;
  onClose: () => void;
}

/**
 * The simulated line's behaviour: how many calls are answered; for the others, how often each
 * requirements §4 cause code ends them (shown with its result class); how the callee behaves; the pace.
 */
export function SimulationEditor({ open, number, value, saving, onSave, onClose }: Props) {
  const { t } = useTranslation('callset');
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (open) form.setFieldsValue(toValues(value ?? DEFAULT_SIMULATION));
  }, [open, value, form]);
  const rows = useMemo(() => SIMULATION_CAUSE_CODES.map((code) => ({ code, cls: classifyCause(code) })), []);
  const rate = (name: keyof Values, label: string, tip?: string) => (
    <Col span={6}>
      <Form.Item
        name={name}
        label={label}
        tooltip={tip}
        rules={[{ required: true, type: 'number', min: 0, max: 100, message: t('sim.rateRange') }]}
      >
        <InputNumber min={0} max={100} precision={1} suffix="%" style={{ width: '100%' }} />
      </Form.Item>
    </Col>
  );
  return (
    <Modal
      open={open}
      title={t('sim.title', { number })}
      width={900}
      onCancel={onClose}
      forceRender
      footer={[
        <Button key="reset" onClick={() => form.setFieldsValue(toValues(DEFAULT_SIMULATION))}>
          {t('sim.reset')}
        </Button>,
        <Button key="cancel" onClick={onClose}>
          {t('common:cancel')}
        </Button>,
        <Button key="save" type="primary" loading={saving} onClick={() => form.submit()}>
          {t('common:save')}
        </Button>,
      ]}
    >
      <Form<Values>
        form={form}
        name="sim"
        layout="vertical"
        onFinish={(v) => onSave(toSimulation({ ...v, weights: { ...form.getFieldValue('weights'), ...v.weights } }))}
      >
        <Row gutter={16}>
          {rate('answerRate', t('sim.answerRate'), t('sim.answerRateTip'))}
          {rate('unrecognisedRate', t('sim.unrecognisedRate'), t('sim.unrecognisedRateTip'))}
          {rate('silenceRate', t('sim.silenceRate'), t('sim.silenceRateTip'))}
          <Col span={6}>
            <Form.Item
              name="roundMs"
              label={t('sim.roundMs')}
              tooltip={t('sim.roundMsTip')}
              rules={[
                { required: true, type: 'number', min: 0, max: LINE_ROUND_MS_MAX, message: t('sim.roundMsRange') },
              ]}
            >
              <InputNumber min={0} max={LINE_ROUND_MS_MAX} precision={0} suffix="ms" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          noStyle
          shouldUpdate={(a, b) => a.unrecognisedRate !== b.unrecognisedRate || a.silenceRate !== b.silenceRate}
        >
          {({ getFieldValue }) =>
            (getFieldValue('unrecognisedRate') ?? 0) + (getFieldValue('silenceRate') ?? 0) > 100 ? (
              <Typography.Text type="danger" data-testid="sim-sum-error">
                {t('sim.sumTooHigh')}
              </Typography.Text>
            ) : null
          }
        </Form.Item>
        <Typography.Paragraph type="secondary">{t('sim.weightsHelp')}</Typography.Paragraph>
        <Table
          size="small"
          rowKey="code"
          pagination={false}
          scroll={{ y: 320 }}
          dataSource={rows}
          columns={[
            { title: t('sim.cause'), dataIndex: 'code', width: 100 },
            {
              title: t('sim.class'),
              dataIndex: 'cls',
              render: (cls: string) => <Tag>{t(`callrecord:result.${cls}`)}</Tag>,
            },
            {
              title: t('sim.weight'),
              dataIndex: 'code',
              key: 'weight',
              width: 160,
              render: (code: number) => (
                <Form.Item name={['weights', String(code)]} noStyle>
                  <InputNumber
                    min={0}
                    max={CAUSE_WEIGHT_MAX}
                    precision={0}
                    size="small"
                    aria-label={`weight-${code}`}
                  />
                </Form.Item>
              ),
            },
          ]}
        />
      </Form>
    </Modal>
  );
}
