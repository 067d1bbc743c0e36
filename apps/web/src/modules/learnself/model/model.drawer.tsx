import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Empty, Skeleton, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { AppDrawer } from '../../../components/crud/app-modal.tsx';
import { LIVE_INTERVAL_MS } from '../../../components/crud/use-live-rows.ts';
import { TIME_FORMAT } from '../../../components/schema/value-types/date.tsx';
import { Block, EvaluationView } from './evaluation.view.tsx';
import { fetchModel, modelKeys } from './model.api.ts';
import { isBusy, isFailed, StateTag, seconds } from './model.state.tsx';

/**
 * One model (requirements R4 models): what it was trained from, its state, the bots using it and
 * its evaluation on the version's test items. Read again every 2 s while it trains or evaluates.
 */
function ModelDetail({ id }: { id: string }) {
  const { t } = useTranslation('learnself');
  const q = useQuery({
    queryKey: modelKeys.one(id),
    queryFn: () => fetchModel(id),
    refetchInterval: (query) => (query.state.data && isBusy(query.state.data.state) ? LIVE_INTERVAL_MS : false),
  });
  if (q.isPending) return <Skeleton active />;
  if (q.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('loadFailed')}
        action={
          <Button size="small" onClick={() => void q.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  const m = q.data;
  const waiting = isBusy(m.state)
    ? t('eval.waiting')
    : isFailed(m.state)
      ? m.reason || t(`state.${m.state}`)
      : t('eval.none');
  return (
    <>
      <Block title={t('model.info')}>
        <Descriptions
          size="small"
          column={2}
          bordered
          items={[
            { key: 'state', label: t('model.state'), children: <StateTag row={m} /> },
            { key: 'type', label: t('model.type'), children: t(`type.${m.type}`) },
            { key: 'dataset', label: t('model.datasetVersion'), children: `${m.datasetName || '-'} v${m.version}` },
            { key: 'train', label: t('model.trainTime'), children: seconds(m.trainMs) },
            { key: 'creator', label: t('model.creator'), children: m.creator },
            { key: 'created', label: t('model.createdAt'), children: dayjs(m.createdAt).format(TIME_FORMAT) },
            {
              key: 'bots',
              label: t('model.bots'),
              span: 2,
              children: m.bots.length ? (
                <span data-testid="model-bots">
                  {m.bots.map((b) => (
                    <Tag key={b.id} color="blue">
                      {b.name}
                    </Tag>
                  ))}
                </span>
              ) : (
                t('model.noBots')
              ),
            },
          ]}
        />
      </Block>
      {m.evaluation ? (
        <EvaluationView evaluation={m.evaluation} threshold={m.threshold} />
      ) : (
        <Block title={t('eval.summary')}>
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={waiting} data-testid="evaluation-empty" />
        </Block>
      )}
    </>
  );
}

/** The model detail in a 900 px drawer. */
export function ModelDrawer({
  id,
  name,
  open,
  onClose,
}: {
  id: string | null;
  name: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('learnself');
  return (
    <AppDrawer
      open={open && !!id}
      title={t('model.detailTitle', { name })}
      onClose={onClose}
      destroyOnHidden
      data-testid="model-drawer"
    >
      {id && <ModelDetail id={id} />}
    </AppDrawer>
  );
}
