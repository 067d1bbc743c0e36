import {
  CheckCircleOutlined,
  CloseCircleOutlined,
  ExclamationCircleOutlined,
  InfoCircleOutlined,
} from '@ant-design/icons';
import type { AttentionItem, ExpiringTenant } from '@zhiyu/contract/modules/admin/home';
import { Button, Card, List, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';

const ICON: Record<AttentionItem['severity'], ReactNode> = {
  error: <CloseCircleOutlined style={{ color: '#cf1322' }} />,
  warning: <ExclamationCircleOutlined style={{ color: '#d46b08' }} />,
  info: <InfoCircleOutlined style={{ color: '#1677ff' }} />,
};

interface Props {
  items: AttentionItem[];
  /** Tenants expiring soon (operator and channel admin), named under the matching item. */
  expiring: z.infer<typeof ExpiringTenant>[] | null;
}

/** The "needs attention" list: most urgent first, each with the page that fixes it. */
export function HomeAttention({ items, expiring }: Props) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  return (
    <Card title={t('section.attention')} size="small" data-testid="home-attention">
      {items.length === 0 ? (
        <Space style={{ padding: '12px 0' }}>
          <CheckCircleOutlined style={{ color: '#389e0d' }} />
          <Typography.Text type="secondary">{t('attention.none')}</Typography.Text>
        </Space>
      ) : (
        <List
          size="small"
          dataSource={items}
          renderItem={(a) => (
            <List.Item
              data-testid={`attention-${a.kind}`}
              actions={
                a.path
                  ? [
                      <Button key="go" type="link" size="small" onClick={() => navigate(a.path)}>
                        {t('attention.go')}
                      </Button>,
                    ]
                  : []
              }
            >
              <List.Item.Meta
                avatar={ICON[a.severity]}
                title={<span style={{ fontWeight: 400 }}>{t(`attention.${a.kind}`, { count: a.count ?? 0 })}</span>}
                description={
                  a.kind === 'tenantsExpiring' && expiring?.length
                    ? t('attention.expiringTenants', {
                        list: expiring
                          .map((x) =>
                            t('attention.expiringOne', { name: x.name, date: dayjs(x.expiresAt).format('YYYY-MM-DD') }),
                          )
                          .join(t('attention.sep')),
                      })
                    : undefined
                }
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
