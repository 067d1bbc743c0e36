import {
  ApartmentOutlined,
  ApiOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  BookOutlined,
  ClusterOutlined,
  ContactsOutlined,
  FileTextOutlined,
  MessageOutlined,
  PhoneOutlined,
  RobotOutlined,
  SafetyOutlined,
  ShopOutlined,
  SkinOutlined,
  SoundOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Card, Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pageName } from '../../../components/page-breadcrumb.tsx';

// Decoration only (requirements §9): a shortcut is its page, the icon says nothing more.
const ICONS: Record<string, ReactNode> = {
  '/bot/bot-list': <RobotOutlined />,
  '/aicall/call-manage/outbound-task': <PhoneOutlined />,
  '/aicall/crm/list': <ContactsOutlined />,
  '/aicall/call-manage/outbound-record': <FileTextOutlined />,
  '/aicall/data-board/overview': <BarChartOutlined />,
  '/aikb/words-library': <BookOutlined />,
  '/aitext/channelConfig': <MessageOutlined />,
  '/index/tenant/sip': <ClusterOutlined />,
  '/aiadmin/tenant/add': <ApartmentOutlined />,
  '/aiadmin/channel/add': <ShopOutlined />,
  '/aiadmin/channel/tenant/list': <ApartmentOutlined />,
  '/aiadmin/userManage': <UserOutlined />,
  '/aiadmin/tenant/user': <TeamOutlined />,
  '/aiadmin/channel/role': <SafetyOutlined />,
  '/aiadmin/tenant/role': <SafetyOutlined />,
  '/aiadmin/OEM': <SkinOutlined />,
  '/aiadmin/nlp': <ApiOutlined />,
  '/aiadmin/speechengine': <SoundOutlined />,
};

/** Shortcut cards to the caller's most used pages (two a row). */
export function HomeShortcuts({ paths }: { paths: string[] }) {
  const { t } = useTranslation(['home', 'menu']);
  const navigate = useNavigate();
  if (!paths.length) return null;
  return (
    <Card title={t('home:section.shortcuts')} size="small" data-testid="home-shortcuts">
      <Row gutter={[12, 12]}>
        {paths.map((p) => (
          <Col key={p} span={12}>
            <Card
              size="small"
              hoverable
              onClick={() => navigate(p)}
              data-testid={`shortcut-${p}`}
              styles={{ body: { display: 'flex', alignItems: 'center', gap: 10, padding: '10px 12px' } }}
            >
              <span style={{ fontSize: 20, color: '#1677ff', flex: 'none' }}>{ICONS[p] ?? <AppstoreOutlined />}</span>
              <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {pageName(t, `menu:${p}`)}
              </span>
            </Card>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
