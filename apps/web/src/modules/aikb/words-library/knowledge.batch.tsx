import { useQuery } from '@tanstack/react-query';
import type { KnowledgeRow } from '@zhiyu/contract/modules/aikb/knowledge';
import { Button, Cascader, Form, Modal, Popconfirm, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALOG_WIDTH } from '../../../components/schema/overlay.ts';
import { Can } from '../../../platform/access/can.tsx';
import {
  categoryKeys,
  fetchTree,
  libraryKeys,
  libraryOptions,
  moveItems,
  removeKnowledge,
  setValidity,
} from './kb.api.ts';

interface Props {
  libraryId: string;
  selected: KnowledgeRow[];
  /** After a batch call: clear the selection and reload. */
  done: () => Promise<unknown>;
}

/** The move dialog: a target library (this one by default) and a category of it (none allowed). */
function MoveDialog({
  libraryId,
  open,
  onClose,
  onMove,
}: {
  libraryId: string;
  open: boolean;
  onClose: () => void;
  onMove: (target: string, categoryId: string | null) => Promise<unknown>;
}) {
  const { t } = useTranslation(['aikb', 'common']);
  const [target, setTarget] = useState(libraryId);
  const [path, setPath] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const libs = useQuery({ queryKey: libraryKeys.options(), queryFn: libraryOptions, enabled: open });
  const tree = useQuery({ queryKey: categoryKeys.tree(target), queryFn: () => fetchTree(target), enabled: open });
  return (
    <Modal
      open={open}
      title={t('batch.moveTitle')}
      width={DIALOG_WIDTH}
      okText={t('common:ok')}
      cancelText={t('common:cancel')}
      confirmLoading={busy}
      onCancel={onClose}
      onOk={() => {
        setBusy(true);
        onMove(target, path.at(-1) ?? null).finally(() => setBusy(false));
      }}
    >
      <Form layout="vertical">
        <Form.Item label={t('batch.targetLibrary')}>
          <Select
            value={target}
            onChange={(v) => {
              setTarget(v);
              setPath([]);
            }}
            options={(libs.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
          />
        </Form.Item>
        <Form.Item label={t('batch.targetCategory')} extra={t('batch.noCategoryHint')}>
          <Cascader
            value={path}
            changeOnSelect
            allowClear
            onChange={(v) => setPath((v ?? []).map(String))}
            options={(tree.data ?? []).map((n) => ({
              value: n.id,
              label: n.name,
              children: n.children.map((c) => ({ value: c.id, label: c.name })),
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Batch enable, disable, move and delete of the selected items, each behind its button code. */
export function KnowledgeBatch({ libraryId, selected, done }: Props) {
  const { t } = useTranslation(['aikb', 'common']);
  const [moving, setMoving] = useState(false);
  const ids = selected.map((r) => r.id);
  const none = ids.length === 0;
  return (
    <>
      <Can code="aikb.knowledge.validity-button">
        <Button disabled={none} onClick={() => void setValidity(ids, 0).then(done)}>
          {t('batch.enable')}
        </Button>
        <Button disabled={none} onClick={() => void setValidity(ids, 1).then(done)} data-testid="kb-batch-disable">
          {t('batch.disable')}
        </Button>
      </Can>
      <Can code="aikb.knowledge.move-button">
        <Button disabled={none} onClick={() => setMoving(true)}>
          {t('batch.move')}
        </Button>
        {moving && (
          <MoveDialog
            libraryId={libraryId}
            open={moving}
            onClose={() => setMoving(false)}
            onMove={(target, categoryId) =>
              moveItems({ ids, libraryId: target, categoryId }).then(() => {
                setMoving(false);
                return done();
              })
            }
          />
        )}
      </Can>
      <Can code="aikb.knowledge.delete-button">
        <Popconfirm
          title={t('batch.deleteConfirm', { count: ids.length })}
          okText={t('common:ok')}
          cancelText={t('common:cancel')}
          disabled={none}
          onConfirm={() => removeKnowledge(ids).then(done)}
        >
          <Button danger disabled={none}>
            {t('batch.delete')}
          </Button>
        </Popconfirm>
      </Can>
    </>
  );
}
