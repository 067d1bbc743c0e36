import { CustomerServiceOutlined, SettingOutlined } from '@ant-design/icons';
import type { NavItem } from '@zhiyu/contract/modules/admin/schemas';
import { Alert, Button, Card, Col, Empty, Row, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageRoutes } from '../../../app/route-table.ts';
import { HOME_FALLBACK } from '../../../platform/access/nav.ts';
import { modulesOf } from './home-model.ts';

const BUILT = new Set(pageRoutes.map((r) => r.path));
const AGENT_DESK = '/aihelper/agent';

/**
 * For a user without the home's figures (an agent): the modules and pages their account holds,
 * which of them are still being built, and their own settings.
 */
export function HomeGuide({ nav }: { nav: NavItem[] }) {
  const { t } = useTranslation(['home', 'menu']);
  const modules = modulesOf(nav);
  const holdsDesk = modules.some((m) => m.pages.includes(AGENT_DESK));
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="home-guide">
      {holdsDesk && (
        <Alert
          type="success"
          showIcon
          icon={<CustomerServiceOutlined />}
          message={t('home:guide.deskReady')}
          description={t('home:guide.deskReadyDesc')}
          action={
            <Link to={AGENT_DESK}>
              <Button type="primary">{t('home:guide.openDesk')}</Button>
            </Link>
          }
          data-testid="home-agent-desk"
        />
      )}
      <Card title={t('home:section.guide')} size="small">
        {modules.length === 0 ? (
          <Empty description={t('home:guide.nothing')} />
        ) : (
          <>
            <Typography.Paragraph type="secondary">{t('home:guide.intro')}</Typography.Paragraph>
            <Row gutter={[16, 16]}>
              {modules.map((m) => (
                <Col key={m.path} xs={24} lg={12} data-testid={`guide-${m.path}`}>
                  <Card size="small" type="inner" title={t(`menu:${m.path}`)} style={{ height: '100%' }}>
                    <Typography.Paragraph>{t(`home:module.${m.path}`)}</Typography.Paragraph>
                    <Typography.Text type="secondary">{t('home:guide.pages')}</Typography.Text>
                    <div style={{ marginTop: 8, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
                      {m.pages.map((p) => (
                        <Link key={p} to={p}>
                          <Tag color={BUILT.has(p) ? 'blue' : undefined} style={{ marginInlineEnd: 0 }}>
                            {t(`menu:${p}`)}
                            {BUILT.has(p) ? '' : ` · ${t('home:guide.building')}`}
                          </Tag>
                        </Link>
                      ))}
                    </div>
                  </Card>
                </Col>
              ))}
            </Row>
          </>
        )}
      </Card>
      <Card size="small">
        <Link to={HOME_FALLBACK} data-testid="home-settings">
          <Space>
            <SettingOutlined />
            <span>{t('home:guide.settings')}</span>
            <Typography.Text type="secondary">{t('home:guide.settingsDesc')}</Typography.Text>
          </Space>
        </Link>
      </Card>
    </Space>
  );
}
