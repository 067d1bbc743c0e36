import { useQuery } from '@tanstack/react-query';
import { getDeskForm } from '@zhiyu/contract/modules/aihelper/field';
import type { AgentConversation } from '@zhiyu/contract/modules/aihelper/ingest';
import { Alert, Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../platform/request/call.ts';
import { deskKeys } from './desk.api.ts';
import { DeskCard } from './desk-card.tsx';
import { FormSubmit } from './fill.submit.tsx';
import { FillField } from './fill-field.tsx';

/** The tenant's form, in its order, through the desk's own endpoint (agents manage no fields). */
export const readFields = () => call(getDeskForm);

/**
 * Smart form filling: the tenant's custom fields, each with the value found in the call so far, the line it
 * was found in, and the agent's confirm or correction.
 */
export function FillPanel({ conv }: { conv: AgentConversation }) {
  const { t } = useTranslation('aihelper-desk');
  const fields = useQuery({ queryKey: deskKeys.fields(), queryFn: readFields, staleTime: 60_000 });
  const fills = new Map(conv.fills.map((f) => [f.fieldId, f]));
  // The skill group's assistant settings may make the form of some fields only.
  const shown = conv.formFieldIds && new Set(conv.formFieldIds);
  const list = (fields.data ?? []).filter((f) => !shown || shown.has(f.id));
  const done = list.filter((f) => fills.get(f.id)?.confirmed).length;
  let body: React.ReactNode;
  if (fields.isPending) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (fields.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={t('fill.loadFailed')}
        action={
          <Button size="small" onClick={() => void fields.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  else if (list.length === 0)
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <div>{t('fill.noFields')}</div>
            <Typography.Text type="secondary">{t('fill.noFieldsHint')}</Typography.Text>
          </>
        }
      />
    );
  else
    body = (
      <Flex vertical gap={12}>
        {list.map((f) => (
          <FillField key={f.id} conv={conv} field={f} fill={fills.get(f.id)} />
        ))}
      </Flex>
    );
  return (
    <DeskCard
      title={t('fill.title')}
      testId="desk-fill"
      extra={
        list.length > 0 && (
          <Typography.Text type="secondary" data-testid="fill-progress">
            {t('fill.progress', { done, total: list.length })}
          </Typography.Text>
        )
      }
    >
      {body}
      {list.length > 0 && (
        <div style={{ marginTop: 12 }}>
          <FormSubmit conv={conv} />
        </div>
      )}
    </DeskCard>
  );
}
