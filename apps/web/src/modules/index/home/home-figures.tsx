import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Figure } from './home-model.ts';

const TONE: Record<NonNullable<Figure['tone']>, string> = { ok: '#389e0d', warn: '#d46b08', off: '#8c8c8c' };

/** A row of statistic cards; a card whose page the caller may open opens it. */
export function HomeFigures({ figures, testId }: { figures: Figure[]; testId: string }) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  return (
    <Row gutter={[16, 16]} data-testid={testId}>
      {figures.map((f) => {
        const value = typeof f.value === 'number' ? f.value : t(`fig.${f.value}`);
        return (
          <Col key={f.key} xs={24} sm={12} xl={6}>
            <Card
              size="small"
              hoverable={!!f.path}
              onClick={f.path ? () => navigate(f.path as string) : undefined}
              data-testid={`fig-${f.key}`}
              style={{ height: '100%' }}
            >
              <Statistic
                title={t(`fig.${f.key}`)}
                value={value}
                formatter={f.capped ? () => t('capped', { n: (f.value as number).toLocaleString() }) : undefined}
                valueStyle={{
                  fontSize: typeof f.value === 'number' ? 28 : 22,
                  color: f.tone ? TONE[f.tone] : undefined,
                }}
              />
              <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
                {f.note ? t(`fig.${f.note[0]}`, f.note[1]) : '\u00a0'}
              </Typography.Text>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
