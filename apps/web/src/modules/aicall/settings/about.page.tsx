import { useQuery } from '@tanstack/react-query';
import { Descriptions, Skeleton, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container.tsx';
import { Section } from '../../../components/section.tsx';
import { fetchAbout, settingKeys } from './settings.api.ts';

/** /aicall/log: the product version and its change log in the reader's language. */
export default function AboutPage() {
  const { t, i18n } = useTranslation('callset');
  const q = useQuery({ queryKey: settingKeys.about, queryFn: fetchAbout });
  const en = i18n.language.startsWith('en');
  return (
    <PageContainer>
      <Section title={t('about.title')}>
        {!q.data ? (
          <Skeleton active />
        ) : (
          <>
            <Descriptions column={1} style={{ marginBottom: 24 }}>
              <Descriptions.Item label={t('about.product')}>{t('about.productName')}</Descriptions.Item>
              <Descriptions.Item label={t('about.version')}>
                <span data-testid="about-version">{q.data.version}</span>
              </Descriptions.Item>
            </Descriptions>
            <Typography.Title level={5}>{t('about.changelog')}</Typography.Title>
            <Timeline
              items={q.data.changelog.map((e) => ({
                key: e.version,
                content: (
                  <>
                    <Typography.Text strong>
                      {e.version} · {e.date}
                    </Typography.Text>
                    <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
                      {(en ? e.en : e.zh).map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  </>
                ),
              }))}
            />
          </>
        )}
      </Section>
    </PageContainer>
  );
}
