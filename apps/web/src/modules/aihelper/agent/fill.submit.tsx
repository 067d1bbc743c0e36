import { useMutation } from '@tanstack/react-query';
import { submitDeskForm } from '@zhiyu/contract/modules/aihelper/field';
import type { AgentConversation } from '@zhiyu/contract/modules/aihelper/ingest';
import { Button, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { call } from '../../../platform/request/call.ts';
import { toastSuccess } from '../../../platform/request/toast.ts';
import { useRefreshConversation } from './use-conversation.ts';

/**
 * Submits the form: the server keeps the values with the conversation and posts them to the
 * application's callback; the toast says whether they were posted. A required field left empty is
 * refused by the server with its name (the error toast says which).
 */
export function FormSubmit({ conv }: { conv: AgentConversation }) {
  const { t } = useTranslation('aihelper-desk');
  const refresh = useRefreshConversation();
  const submit = useMutation({
    mutationFn: () => call(submitDeskForm, { body: { conversationId: conv.id } }),
    onSuccess: async (r) => {
      toastSuccess(r.posted ? t('fill.submittedPosted') : t('fill.submittedKept'));
      await refresh();
    },
  });
  return (
    <Flex align="center" gap={8} wrap justify="flex-end">
      {conv.submittedAt !== null && (
        <Typography.Text type="secondary" data-testid="fill-submitted">
          {t('fill.submittedAt', { time: dayjs(conv.submittedAt).format('HH:mm:ss') })}
        </Typography.Text>
      )}
      <Button
        type="primary"
        size="small"
        loading={submit.isPending}
        onClick={() => submit.mutate()}
        data-testid="fill-submit"
      >
        {conv.submittedAt === null ? t('fill.submit') : t('fill.resubmit')}
      </Button>
    </Flex>
  );
}
