import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AgentConversation } from '@zhiyu/contract/modules/aihelper/ingest';
import { getCustomerPortrait } from '@zhiyu/contract/modules/aihelper/portrait';
import { Alert, Button, Descriptions, Divider, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../platform/request/call.ts';
import { deskKeys } from './desk.api.ts';
import { DeskCard } from './desk-card.tsx';
import { EarlierItem, SentimentLine } from './portrait.parts.tsx';

function Part({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <div data-testid={testId}>
      <Divider titlePlacement="start" plain style={{ margin: '4px 0 8px' }}>
        {title}
      </Divider>
      {children}
    </div>
  );
}

/**
 * The customer portrait: the tenant's customer of the caller's number with tags and
 * attributes, what this call has told so far, the customer's mood line by line, and earlier calls
 * and desk conversations. Read again as the call goes on (a new line or a new value).
 */
export function PortraitPanel({ conv }: { conv: AgentConversation }) {
  const { t } = useTranslation('aihelper-desk');
  const portrait = useQuery({
    queryKey: deskKeys.portrait(conv.id, conv.transcript.length, conv.fills.length),
    queryFn: () => call(getCustomerPortrait, { query: { conversationId: conv.id } }),
    placeholderData: keepPreviousData,
  });
  const p = portrait.data;
  let body: ReactNode;
  if (!p && portrait.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={t('portrait.loadFailed')}
        action={
          <Button size="small" onClick={() => void portrait.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  else if (!p) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else
    body = (
      <Flex vertical gap={4}>
        <div data-testid="portrait-customer">
          {p.customer ? (
            <>
              <Flex gap={8} align="baseline" wrap>
                <Typography.Text strong style={{ fontSize: 16 }}>
                  {p.customer.name || t('portrait.noName')}
                </Typography.Text>
                <Typography.Text type="secondary">{p.customer.phone}</Typography.Text>
              </Flex>
              {p.customer.tags.length > 0 && (
                <Flex gap={4} wrap style={{ marginTop: 6 }} data-testid="portrait-tags">
                  {p.customer.tags.map((tag) => (
                    <Tag key={tag} color="blue" style={{ margin: 0 }}>
                      {tag}
                    </Tag>
                  ))}
                </Flex>
              )}
              {p.customer.attributes.length > 0 && (
                <Descriptions
                  size="small"
                  column={1}
                  style={{ marginTop: 8 }}
                  items={p.customer.attributes.map((a) => ({ key: a.name, label: a.name, children: a.value }))}
                />
              )}
            </>
          ) : (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={
                <>
                  <div>{t('portrait.unknown')}</div>
                  <Typography.Text type="secondary">{t('portrait.unknownHint')}</Typography.Text>
                </>
              }
            />
          )}
        </div>
        <Part title={t('portrait.facts')} testId="portrait-facts">
          {p.facts.length === 0 ? (
            <Typography.Text type="secondary">{t('portrait.noFacts')}</Typography.Text>
          ) : (
            <Descriptions
              size="small"
              column={1}
              items={p.facts.map((f) => ({
                key: f.field,
                label: f.field,
                children: (
                  <Flex gap={6} wrap align="center">
                    <span>{f.value}</span>
                    <Tag color={f.confirmed ? 'green' : 'gold'} style={{ margin: 0 }}>
                      {t(f.confirmed ? 'fill.confirmed' : 'fill.found')}
                    </Tag>
                  </Flex>
                ),
              }))}
            />
          )}
        </Part>
        <Part title={t('portrait.sentiment')} testId="portrait-sentiment-part">
          <SentimentLine points={p.sentiment} />
        </Part>
        <Part title={t('portrait.earlier')} testId="portrait-earlier">
          {p.earlier.length === 0 ? (
            <Typography.Text type="secondary">{t('portrait.noEarlier')}</Typography.Text>
          ) : (
            <Flex vertical gap={8}>
              {p.earlier.map((e) => (
                <EarlierItem key={`${e.kind}-${e.id}`} item={e} />
              ))}
            </Flex>
          )}
        </Part>
      </Flex>
    );
  return (
    <DeskCard title={t('portrait.title')} testId="desk-portrait">
      {body}
    </DeskCard>
  );
}
