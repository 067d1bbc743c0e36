import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POOL_SOURCES } from '@zhiyu/contract/modules/learnself/pool';
import {
  QA_DOCUMENTS_MAX,
  QA_RANGE_MAX_DAYS,
  type QaDocumentOption,
  type QaRunRow,
} from '@zhiyu/contract/modules/learnself/qa';
import { Alert, Col, Form, Radio, Row, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleRangePicker } from '../../../components/date-range/console-range.tsx';
import { consoleRangeRule } from '../../../components/date-range/rules.ts';
import { Section } from '../../../components/section.tsx';
import { SelectLoadMore } from '../../../components/select-load-more/select-load-more.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { OriginField } from '../pool/origin.field.tsx';
import type { Named } from '../pool/pool.api.ts';
import { SubmitCol } from '../submit.col.tsx';
import { documentPage, libraryPage, qaKeys, startExtraction } from './qa.api.ts';
import { initialRunValues, type QaRunFormValues, rangeTooLong, runBody } from './qa-run.values.ts';

const named = (x: Named) => ({ value: x.id, label: x.name });
const docOption = (d: QaDocumentOption) => ({
  value: d.id,
  label: d.libraryName ? `${d.name} (${d.libraryName})` : d.name,
});

/** What the last run found, in words (or that it found nothing, and why it may have stopped short). */
function RunResult({ run }: { run: QaRunRow }) {
  const { t } = useTranslation('learnself-qa');
  const found = run.candidateCount > 0;
  return (
    <Alert
      showIcon
      type={found ? 'success' : 'info'}
      data-testid="qa-run-result"
      style={{ marginBottom: 16 }}
      title={
        found
          ? t('run.found', { count: run.candidateCount, input: run.inputCount })
          : t('run.none', { input: run.inputCount })
      }
      description={[
        run.groupedCount ? t('run.grouped', { count: run.groupedCount }) : '',
        run.knownCount ? t('run.known', { count: run.knownCount }) : '',
        run.truncated ? t('run.truncated') : '',
      ]
        .filter(Boolean)
        .join(' ')}
    />
  );
}

/**
 * Start an extraction: knowledge documents, or the transcripts of calls or text sessions (a bot or a
 * channel, a time range), optionally leaving out what a library already holds. The run answers at
 * once; `onDone` shows its candidates.
 */
export function QaRunForm({ onDone }: { onDone: (run: QaRunRow) => void }) {
  const { t } = useTranslation('learnself-qa');
  const [form] = Form.useForm<QaRunFormValues>();
  const initial = useMemo(() => initialRunValues(), []);
  const source = Form.useWatch('source', form) ?? initial.source;
  const transcript = Form.useWatch('transcript', form) ?? initial.transcript;
  const [last, setLast] = useState<QaRunRow | null>(null);
  const qc = useQueryClient();
  const start = useMutation({
    mutationFn: (v: QaRunFormValues) => startExtraction(runBody(v)),
    onSuccess: async (run) => {
      setLast(run);
      notifySuccess(t('run.done', { count: run.candidateCount }));
      onDone(run);
      await qc.invalidateQueries({ queryKey: qaKeys.all });
    },
  });
  const span = { xs: 24, md: 12, xl: 8 };
  return (
    <Section title={t('run.title')} style={{ marginBottom: 16 }}>
      {last && <RunResult run={last} />}
      <Form<QaRunFormValues>
        form={form}
        name="qaRun"
        layout="vertical"
        initialValues={initial}
        onFinish={(v) => start.mutate(v)}
        data-testid="qa-run-form"
      >
        <Row gutter={24}>
          <Col {...span}>
            <Form.Item name="source" label={t('run.source')}>
              <Radio.Group
                optionType="button"
                options={[
                  { value: 'document', label: t('run.fromDocuments') },
                  { value: 'transcript', label: t('run.fromTranscripts') },
                ]}
              />
            </Form.Item>
          </Col>
          {source === 'document' ? (
            <Col xs={24} md={12} xl={16}>
              <Form.Item
                name="documentIds"
                label={t('run.documents')}
                tooltip={t('run.documentsTip', { max: QA_DOCUMENTS_MAX })}
                rules={[
                  { required: true, message: t('table:requiredSelect') },
                  { type: 'array', max: QA_DOCUMENTS_MAX, message: t('run.documentsMax', { max: QA_DOCUMENTS_MAX }) },
                ]}
              >
                <SelectLoadMore<QaDocumentOption>
                  mode="multiple"
                  queryKey={qaKeys.documents()}
                  request={documentPage}
                  toOption={docOption}
                  placeholder={t('run.documentsPlaceholder')}
                  data-testid="qa-documents"
                />
              </Form.Item>
            </Col>
          ) : (
            <>
              <Col {...span}>
                <Form.Item name="transcript" label={t('run.transcript')}>
                  <Select options={POOL_SOURCES.map((s) => ({ value: s, label: t(`transcript.${s}`) }))} />
                </Form.Item>
              </Col>
              <Col {...span}>
                <OriginField
                  source={transcript}
                  botsKey="learnself-qa-bots"
                  labels={{
                    channel: t('run.channel'),
                    anyChannel: t('run.anyChannel'),
                    bot: t('run.bot'),
                    anyBot: t('run.anyBot'),
                  }}
                />
              </Col>
              <Col {...span}>
                <Form.Item
                  name="range"
                  label={t('run.range')}
                  tooltip={t('run.rangeTip', { max: QA_RANGE_MAX_DAYS })}
                  rules={[
                    consoleRangeRule(),
                    {
                      validator: (_r, v: QaRunFormValues['range']) =>
                        rangeTooLong(v)
                          ? Promise.reject(new Error(t('run.rangeTooLong', { max: QA_RANGE_MAX_DAYS })))
                          : Promise.resolve(),
                    },
                  ]}
                >
                  <ConsoleRangePicker />
                </Form.Item>
              </Col>
            </>
          )}
          <Col {...span}>
            <Form.Item name="libraryId" label={t('run.library')} tooltip={t('run.libraryTip')}>
              <SelectLoadMore<Named>
                queryKey={qaKeys.libraries()}
                request={libraryPage}
                toOption={named}
                placeholder={t('run.noLibrary')}
              />
            </Form.Item>
          </Col>
          <SubmitCol code="learnself.qa.run-button" loading={start.isPending} testId="qa-run-start">
            {start.isPending ? t('run.running') : t('run.submit')}
          </SubmitCol>
        </Row>
      </Form>
    </Section>
  );
}
