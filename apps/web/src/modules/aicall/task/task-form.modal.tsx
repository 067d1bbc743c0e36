import { useQuery } from '@tanstack/react-query';
import {
  CONCURRENCY_MAX,
  CONCURRENCY_MIN,
  defaultRedial,
  PRIORITY_MAX,
  REDIAL_CLASSES,
  REDIAL_INTERVAL_MAX,
  REDIAL_INTERVAL_MIN,
  REDIAL_TIMES_MAX,
  TASK_NAME_MAX,
  type TaskRow,
} from '@zhiyu/contract/modules/aicall/task';
import type { BotItem } from '@zhiyu/contract/modules/lookups/bot';
import type { CallChannel } from '@zhiyu/contract/modules/lookups/call-channel';
import { DEFAULT_TIME_ZONE, defaultWindows } from '@zhiyu/contract/rules/call-window';
import { DatePicker, Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { botPage, enabledLinePage, lookupKeys } from '../../../components/select-load-more/lookups.api.ts';
import { SelectLoadMore } from '../../../components/select-load-more/select-load-more.tsx';
import { TimeZoneSelect } from '../../../components/time-zone/time-zone-select.tsx';
import { fetchOptions, taskKeys } from './task.api.ts';
import { WindowsEditor } from './windows-editor.tsx';

type Values = Record<string, unknown> & { customers?: { mode: string; tags?: string[]; created?: [Dayjs, Dayjs] } };

/** What the form sends: the task fields, and at creation the customer filter. */
export function toBody(v: Values, creating: boolean) {
  const { customers, ...rest } = v;
  if (!creating) return rest;
  const c = customers ?? { mode: 'none' };
  const [from, to] = c.created ?? [];
  return {
    ...rest,
    customers: {
      mode: c.mode,
      tags: c.mode === 'tags' ? (c.tags ?? []) : [],
      ...(c.mode === 'created' && from ? { createdFrom: from.startOf('day').valueOf() } : {}),
      ...(c.mode === 'created' && to ? { createdTo: to.endOf('day').valueOf() } : {}),
    },
  };
}

/** requirements §3 bot type 0: a task dials with an outbound bot. */
const OUTBOUND_BOT = 0;

const botLabel = (name: string, version: number, t: TFunction) => `${name} · ${t('botVersion', { version })}`;

/** A bot never published cannot be dialled: it is listed, marked and not choosable. */
const botOption = (b: BotItem, t: TFunction) =>
  b.publishedVersion === null
    ? { value: b.id, label: `${b.name} · ${t('botUnpublished')}`, disabled: true }
    : { value: b.id, label: botLabel(b.name, b.publishedVersion, t) };

const lineOption = (l: CallChannel) => ({
  value: l.id,
  label: l.name === l.lineNumber ? l.lineNumber : `${l.name} (${l.lineNumber})`,
});

export function TaskFormModal(props: {
  open: boolean;
  row?: TaskRow;
  saving: boolean;
  onSubmit: (body: Record<string, unknown>) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('task');
  const [form] = Form.useForm<Values>();
  const { data: options } = useQuery({ queryKey: taskKeys.options(), queryFn: fetchOptions, enabled: props.open });
  const creating = !props.row;
  useEffect(() => {
    if (!props.open) return;
    form.resetFields();
    form.setFieldsValue(
      props.row
        ? { ...props.row }
        : {
            execution: { type: 0 },
            windows: defaultWindows(),
            timeZone: DEFAULT_TIME_ZONE,
            concurrency: 1,
            redial: defaultRedial(),
            priority: 0,
            customers: { mode: 'none' },
          },
    );
  }, [props.open, props.row, form]);
  const type = Form.useWatch(['execution', 'type'], form);
  const mode = Form.useWatch(['customers', 'mode'], form);
  const req = [{ required: true, message: t('required') }];
  const pick = [{ required: true, message: t('requiredSelect') }];
  return (
    <Modal
      open={props.open}
      title={creating ? t('add') : t('edit')}
      width={760}
      okText={t('confirm')}
      cancelText={t('cancel')}
      confirmLoading={props.saving}
      onOk={() => form.validateFields().then((v) => props.onSubmit(toBody(v, creating)))}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="task-form">
        <Form.Item name="name" label={t('name')} rules={req}>
          <Input maxLength={TASK_NAME_MAX} placeholder={t('namePlaceholder')} />
        </Form.Item>
        <Form.Item name="botId" label={t('bot')} rules={pick}>
          <SelectLoadMore
            data-testid="task-bot"
            disabled={!!props.row && props.row.status !== 'notStarted'}
            allowClear={false}
            queryKey={lookupKeys.bots(OUTBOUND_BOT)}
            request={botPage(OUTBOUND_BOT)}
            toOption={(b) => botOption(b, t)}
            known={
              props.row
                ? [{ value: props.row.botId, label: botLabel(props.row.botName, props.row.botVersion, t) }]
                : undefined
            }
          />
        </Form.Item>
        <Form.Item name="lineIds" label={t('lines')} rules={pick}>
          <SelectLoadMore
            mode="multiple"
            data-testid="task-lines"
            queryKey={lookupKeys.callLines()}
            request={enabledLinePage}
            toOption={lineOption}
          />
        </Form.Item>
        <Form.Item name={['execution', 'type']} label={t('execution')}>
          <Radio.Group options={[0, 1].map((v) => ({ value: v, label: t(`execution.${v}`) }))} />
        </Form.Item>
        {type === 1 && (
          <Form.Item name={['execution', 'cycle']} label={t('cycle')} rules={pick}>
            <Select options={['day', 'week', 'month'].map((c) => ({ value: c, label: t(`cycle.${c}`) }))} />
          </Form.Item>
        )}
        <Form.Item name="windows" label={t('windows')}>
          <WindowsEditor />
        </Form.Item>
        <Form.Item name="timeZone" label={t('timeZone')} rules={pick}>
          <TimeZoneSelect data-testid="task-time-zone" placeholder={t('requiredSelect')} />
        </Form.Item>
        <Form.Item
          name="concurrency"
          label={t('concurrency')}
          rules={req}
          extra={options ? t('concurrencyHint', { max: options.maxConcurrency }) : undefined}
        >
          <InputNumber min={CONCURRENCY_MIN} max={CONCURRENCY_MAX} precision={0} />
        </Form.Item>
        <Form.Item name={['redial', 'classes']} label={t('redial.classes')}>
          <Select mode="multiple" options={REDIAL_CLASSES.map((c) => ({ value: c, label: t(`class.${c}`) }))} />
        </Form.Item>
        <Form.Item name={['redial', 'times']} label={t('redial.times')} rules={req}>
          <InputNumber min={0} max={REDIAL_TIMES_MAX} precision={0} />
        </Form.Item>
        <Form.Item name={['redial', 'intervalMin']} label={t('redial.interval')} rules={req}>
          <InputNumber min={REDIAL_INTERVAL_MIN} max={REDIAL_INTERVAL_MAX} precision={0} />
        </Form.Item>
        <Form.Item name="priority" label={t('priority')}>
          <InputNumber min={0} max={PRIORITY_MAX} precision={0} />
        </Form.Item>
        {creating && <CustomerFilterFields mode={mode} tags={options?.tags ?? []} />}
      </Form>
    </Modal>
  );
}

/** Which customers to take: none, all, by tag, by creation time (also used to add customers later). */
export function CustomerFilterFields({
  mode,
  tags,
  prefix = ['customers'],
}: {
  mode?: string;
  tags: string[];
  prefix?: string[];
}) {
  const { t } = useTranslation('task');
  return (
    <>
      <Form.Item name={[...prefix, 'mode']} label={t('customers')}>
        <Radio.Group
          data-testid="task-customers-mode"
          options={['none', 'all', 'tags', 'created'].map((m) => ({ value: m, label: t(`customers.mode.${m}`) }))}
        />
      </Form.Item>
      {mode === 'tags' && (
        <Form.Item
          name={[...prefix, 'tags']}
          label={t('customers.tags')}
          rules={[{ required: true, message: t('requiredSelect') }]}
        >
          <Select mode="multiple" options={tags.map((x) => ({ value: x, label: x }))} />
        </Form.Item>
      )}
      {mode === 'created' && (
        <Form.Item
          name={[...prefix, 'created']}
          label={t('customers.created')}
          rules={[{ required: true, message: t('requiredSelect') }]}
        >
          <DatePicker.RangePicker />
        </Form.Item>
      )}
    </>
  );
}
