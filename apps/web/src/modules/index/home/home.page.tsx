import { useQuery } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@zhiyu/contract/rules/session';
import { Button, Card, Col, Result, Row, Skeleton, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container.tsx';
import { getJson } from '../../../platform/session/storage.ts';
import { useCurrentOrg, useNav, useSessionVersion, useUserInfo } from '../../../platform/session/use-session.ts';
import { fetchHomeSummary, HOME_SUMMARY_CODE, homeKeys } from './home.api.ts';
import { HomeAttention } from './home-attention.tsx';
import { HomeFigures } from './home-figures.tsx';
import { HomeGuide } from './home-guide.tsx';
import { attentionOf, orgFigures, shortcutsFor, tenantFigures } from './home-model.ts';
import { HomeShortcuts } from './home-shortcuts.tsx';

/** The interface whitelist returned at sign-in holds the home's figures (the server checks it again). */
function useMaySummarise(): boolean {
  useSessionVersion();
  return getJson<string[]>(STORAGE_KEYS.apiWhiteList, []).includes(HOME_SUMMARY_CODE);
}

function greetingKey(hour: number) {
  return hour < 12 ? 'greeting.morning' : hour < 18 ? 'greeting.afternoon' : 'greeting.evening';
}

/**
 * /index, the workspace home every user lands on: for admins (operator, channel, tenant) what is set
 * up, what needs attention and shortcuts; for anyone else (an agent) what their account can do.
 */
export default function HomePage() {
  const { t } = useTranslation('home');
  const nav = useNav();
  const user = useUserInfo();
  const org = useCurrentOrg();
  const may = useMaySummarise();
  const q = useQuery({ queryKey: homeKeys.summary(org?.id ?? ''), queryFn: fetchHomeSummary, enabled: may });
  const s = q.data;
  const scope = !may
    ? t('scope.member')
    : !s
      ? ''
      : s.org?.level === 'platform' && s.tenant
        ? t('scope.acting', { name: s.tenant.name })
        : s.tenant
          ? t('scope.tenant', { name: s.tenant.name })
          : s.org?.level === 'channel'
            ? t('scope.channel', { name: s.org.name })
            : t('scope.platform');
  return (
    <PageContainer>
      <Card size="small" style={{ marginBottom: 16 }} data-testid="home-welcome">
        <Space direction="vertical" size={2}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t(greetingKey(dayjs().hour()), { name: user?.nickname || user?.username || '' })}
          </Typography.Title>
          <Typography.Text type="secondary" data-testid="home-scope">
            {scope || '\u00a0'}
          </Typography.Text>
        </Space>
      </Card>
      {!may ? (
        <HomeGuide nav={nav} />
      ) : q.isError ? (
        <Result
          status="warning"
          title={t('loadFailed')}
          extra={<Button onClick={() => void q.refetch()}>{t('retry')}</Button>}
        />
      ) : !s ? (
        <Skeleton active />
      ) : (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          {s.tenant && (
            <Section title={t('section.tenant')}>
              <HomeFigures testId="home-tenant-figures" figures={tenantFigures(s.tenant, nav, s.generatedAt)} />
            </Section>
          )}
          {s.org && (
            <Section title={t(s.org.level === 'platform' ? 'section.platform' : 'section.channel')}>
              <HomeFigures testId="home-org-figures" figures={orgFigures(s.org, nav)} />
            </Section>
          )}
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={14}>
              <HomeAttention items={attentionOf(s, nav)} expiring={s.org?.expiringTenants ?? null} />
            </Col>
            <Col xs={24} xl={10}>
              <HomeShortcuts paths={shortcutsFor(nav, !!s.tenant)} />
            </Col>
          </Row>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('updatedAt', { time: dayjs(s.generatedAt).format('YYYY-MM-DD HH:mm:ss') })}
          </Typography.Text>
        </Space>
      )}
    </PageContainer>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </div>
  );
}
