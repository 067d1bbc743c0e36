import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MAX_CONCURRENCY_MAX, MAX_CONCURRENCY_MIN, type VoiceSettings } from '@zhiyu/contract/modules/aicall/voice';
import { Alert, Button, Form, Skeleton } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container.tsx';
import { SchemaForm } from '../../../components/schema/schema-form.tsx';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { Section } from '../../../components/section.tsx';
import { Can } from '../../../platform/access/can.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { fetchVoice, saveVoice, settingKeys } from './settings.api.ts';

type Engines = VoiceSettings['asrEngines'];
const options = (list: Engines) => Object.fromEntries(list.map((e) => [e.id, e.name]));

function voiceColumns(t: TFunction, v: VoiceSettings): SchemaColumn<VoiceSettings>[] {
  return [
    {
      dataIndex: 'asrEngineId',
      title: t('voice.asr'),
      valueType: 'select',
      valueEnum: options(v.asrEngines),
      placeholder: t('voice.none'),
      tooltip: t('voice.engineTip'),
      span: 12,
    },
    {
      dataIndex: 'ttsEngineId',
      title: t('voice.tts'),
      valueType: 'select',
      valueEnum: options(v.ttsEngines),
      placeholder: t('voice.none'),
      tooltip: t('voice.engineTip'),
      span: 12,
    },
    {
      dataIndex: 'maxConcurrency',
      title: t('voice.maxConcurrency'),
      valueType: 'number',
      min: MAX_CONCURRENCY_MIN,
      max: MAX_CONCURRENCY_MAX,
      precision: 0,
      tooltip: t('voice.maxConcurrencyTip'),
      rules: [
        { required: true, type: 'number', message: t('table:required') },
        { type: 'number', min: MAX_CONCURRENCY_MIN, max: MAX_CONCURRENCY_MAX, message: t('voice.maxConcurrencyRange') },
      ],
      span: 12,
    },
  ];
}

/** /aicall/sys-setting: its one child, the voice engine settings (the app's ASR/TTS engines and the tenant's call cap). */
export default function VoicePage() {
  const { t } = useTranslation('callset');
  const qc = useQueryClient();
  const [form] = Form.useForm();
  const q = useQuery({ queryKey: settingKeys.voice, queryFn: fetchVoice });
  const columns = useMemo(() => (q.data ? voiceColumns(t, q.data) : []), [t, q.data]);
  const save = useMutation({
    mutationFn: (v: Record<string, unknown>) =>
      saveVoice({
        asrEngineId: (v.asrEngineId as string | undefined) ?? null,
        ttsEngineId: (v.ttsEngineId as string | undefined) ?? null,
        maxConcurrency: v.maxConcurrency as number,
      }),
    onSuccess: (data) => {
      qc.setQueryData(settingKeys.voice, data);
      notifySuccess();
    },
  });
  const v = q.data;
  return (
    <PageContainer>
      <Section title={t('voice.title')}>
        {!v ? (
          <Skeleton active />
        ) : (
          <SchemaForm<VoiceSettings>
            columns={columns}
            form={form}
            name="voice"
            initialValues={{ ...v, asrEngineId: v.asrEngineId ?? undefined, ttsEngineId: v.ttsEngineId ?? undefined }}
            onSubmit={(values) => save.mutate(values)}
          >
            {v.asrEngines.length + v.ttsEngines.length === 0 ? (
              <Alert type="info" showIcon title={t('voice.noEngines')} style={{ marginBottom: 16 }} />
            ) : null}
            <Can code="aicall.voice.edit-button">
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {t('common:save')}
              </Button>
            </Can>
          </SchemaForm>
        )}
      </Section>
    </PageContainer>
  );
}
