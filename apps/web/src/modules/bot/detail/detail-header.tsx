import {
  ArrowLeftOutlined,
  CloudUploadOutlined,
  ExperimentOutlined,
  ReloadOutlined,
  SaveOutlined,
} from '@ant-design/icons';
import { Button, Input, Modal, Select, Space, Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALOG_WIDTH } from '../../../components/schema/overlay.ts';
import type { useBotEditor } from './use-bot-editor.ts';

type Editor = ReturnType<typeof useBotEditor>;

interface Props {
  ed: Editor;
  onRefresh: () => void;
  onBack: () => void;
  onTest: () => void;
}

const DRAFT = -1;
const NOTE_MAX = 200;

/** Publishing asks for an optional note that the version list shows. */
function PublishDialog({ ed, open, onClose }: { ed: Editor; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('botflow');
  const [note, setNote] = useState('');
  return (
    <Modal
      open={open}
      width={DIALOG_WIDTH}
      title={t('publish.title')}
      okText={t('header.publish')}
      confirmLoading={ed.busy !== null}
      destroyOnHidden
      onCancel={onClose}
      onOk={async () => {
        if (await ed.publishDraft(note)) {
          setNote('');
          onClose();
        } else onClose();
      }}
    >
      <p>{ed.dirty ? t('publish.savesFirst') : t('publish.confirm')}</p>
      {/* antd draws the 0 / 200 counter below the box, outside its height: the margin keeps it
          clear of the dialog's buttons. */}
      <div style={{ marginBottom: 28 }} data-testid="publish-note-box">
        <Input.TextArea
          id="publish-note"
          aria-label={t('publish.note')}
          placeholder={t('publish.note')}
          value={note}
          maxLength={NOTE_MAX}
          showCount
          rows={3}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
    </Modal>
  );
}

/**
 * requirements §2 bot detail header: save (own app and the save button granted), refresh, back; plus the
 * test panel, publish (its own button code) and the version being viewed.
 */
export function DetailHeader({ ed, onRefresh, onBack, onTest }: Props) {
  const { t } = useTranslation('botflow');
  const versions = ed.detail?.versions ?? [];
  const options = [
    { value: DRAFT, label: t('header.draft') },
    ...versions.map((v) => ({
      value: v.version,
      label: t('header.version', { version: v.version, at: dayjs(v.publishedAt).format('YYYY-MM-DD HH:mm') }),
      title: v.note || undefined,
    })),
  ];
  const [publishing, setPublishing] = useState(false);
  const reason = !ed.ownApp ? t('header.otherApp') : t('header.noSaveButton');
  return (
    <Space wrap data-testid="detail-header">
      <PublishDialog ed={ed} open={publishing} onClose={() => setPublishing(false)} />
      {ed.detail && (
        <Tag color={ed.detail.publishedVersion ? 'green' : 'default'} data-testid="published-version">
          {ed.detail.publishedVersion
            ? t('header.published', { version: ed.detail.publishedVersion })
            : t('header.unpublished')}
        </Tag>
      )}
      {ed.viewing === null && !ed.canSave && (
        <Tooltip title={reason}>
          <Tag color="orange" data-testid="read-only">
            {t('header.readOnly')}
          </Tag>
        </Tooltip>
      )}
      {ed.dirty && <Tag color="gold">{t('header.unsaved')}</Tag>}
      <Select
        data-testid="version-select"
        aria-label={t('header.versionLabel')}
        style={{ minWidth: 200 }}
        value={ed.viewing ?? DRAFT}
        options={options}
        onChange={(v: number) => ed.setViewing(v === DRAFT ? null : v)}
      />
      <Button icon={<ExperimentOutlined />} onClick={onTest} disabled={!ed.flow} data-testid="open-test">
        {t('header.test')}
      </Button>
      <Button icon={<ReloadOutlined />} onClick={onRefresh} loading={ed.busy === 'refresh'}>
        {t('header.refresh')}
      </Button>
      <Button icon={<ArrowLeftOutlined />} onClick={onBack}>
        {t('common:back')}
      </Button>
      {ed.canPublish && ed.viewing === null && (
        <Button
          icon={<CloudUploadOutlined />}
          onClick={() => ed.readyToPublish() && setPublishing(true)}
          loading={ed.busy === 'publish'}
          disabled={ed.busy !== null}
          data-testid="publish"
        >
          {t('header.publish')}
        </Button>
      )}
      {ed.canSave && ed.viewing === null && (
        <Button
          type="primary"
          icon={<SaveOutlined />}
          onClick={() => void ed.save()}
          loading={ed.busy === 'save'}
          disabled={ed.busy !== null}
          data-testid="save"
        >
          {t('common:save')}
        </Button>
      )}
    </Space>
  );
}
