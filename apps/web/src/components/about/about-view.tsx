import type { AboutInfo } from '@zhiyu/contract/modules/aicall/about';
import { Alert, Descriptions, Skeleton, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../page-container.tsx';
import { Section } from '../section.tsx';

/**
 * A module's About page: the product and its version, then the change log newest first, each entry's
 * lines in the reader's language.
 */
export function AboutView({
  title,
  product,
  about,
  failed,
}: {
  title: string;
  product: string;
  about: AboutInfo | undefined;
  failed?: boolean;
}) {
  const { t, i18n } = useTranslation('inputs');
  const en = i18n.language.startsWith('en');
  return (
    <PageContainer>
      <Section title={title}>
        {failed ? (
          <Alert type="error" showIcon title={t('about.loadFailed')} />
        ) : !about ? (
          <Skeleton active />
        ) : (
          <>
            <Descriptions column={1} style={{ marginBottom: 24 }}>
              <Descriptions.Item label={t('about.product')}>{product}</Descriptions.Item>
              <Descriptions.Item label={t('about.version')}>
                <span data-testid="about-version">{about.version}</span>
              </Descriptions.Item>
            </Descriptions>
            <Typography.Title level={5}>{t('about.changelog')}</Typography.Title>
            <Timeline
              data-testid="about-changelog"
              items={about.changelog.map((e) => ({
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
