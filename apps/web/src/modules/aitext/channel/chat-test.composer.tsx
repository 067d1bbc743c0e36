import { SendOutlined } from '@ant-design/icons';
import { MESSAGE_MAX_CHARS } from '@zhiyu/contract/modules/aitext/enums';
import { Button, Input, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { charCount, type Menu, type TestChat, tooLong } from './chat-test.session.ts';

const menuKey = (m: Menu) => `${m.actionType}:${m.name}:${m.url ?? m.text ?? ''}`;

/**
 * The channel's quick menus as a visitor gets them: 3 send message asks its text, 2 link jump opens
 * its address in a new tab, 10 and 11 are shown disabled.
 */
function QuickMenus({ menus, chat }: { menus: Menu[]; chat: TestChat }) {
  const { t } = useTranslation('aitext-channel');
  if (!menus.length) return null;
  const click = (m: Menu) => {
    if (m.actionType === 2 && m.url) window.open(m.url, '_blank', 'noopener,noreferrer');
    else if (m.actionType === 3 && m.text) void chat.ask(m.text);
  };
  return (
    <Space wrap size={[4, 4]} data-testid="chat-menus" style={{ marginBottom: 8 }}>
      {menus.map((m) =>
        m.disabled ? (
          <Tooltip key={menuKey(m)} title={t('menu.disabledHint')}>
            <Button size="small" shape="round" disabled>
              {m.name}
            </Button>
          </Tooltip>
        ) : (
          <Button key={menuKey(m)} size="small" shape="round" disabled={chat.busy} onClick={() => click(m)}>
            {m.name}
          </Button>
        ),
      )}
    </Space>
  );
}

/** The quick menus and the text box: Enter sends, Shift+Enter starts a new line; at most MESSAGE_MAX_CHARS. */
export function Composer({ chat }: { chat: TestChat }) {
  const { t } = useTranslation('aitext-channel');
  const [text, setText] = useState('');
  const over = tooLong(text);
  const ready = chat.state === 'ready';
  const send = async () => {
    if (!ready || chat.busy || over || !text.trim()) return;
    if (await chat.ask(text)) setText('');
  };
  return (
    <div style={{ borderTop: '1px solid rgba(0,0,0,0.06)', paddingTop: 8 }}>
      <QuickMenus menus={chat.menus} chat={chat} />
      <Input.TextArea
        value={text}
        disabled={!ready}
        autoSize={{ minRows: 2, maxRows: 6 }}
        placeholder={t('chat.placeholder')}
        aria-label={t('chat.input')}
        data-testid="chat-input"
        status={over ? 'error' : undefined}
        count={{ show: true, max: MESSAGE_MAX_CHARS, strategy: charCount }}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
          e.preventDefault();
          void send();
        }}
      />
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginTop: 20 }}>
        <Typography.Text type="danger" data-testid="chat-too-long">
          {over ? t('chat.tooLong', { n: MESSAGE_MAX_CHARS }) : ''}
        </Typography.Text>
        <Button
          type="primary"
          icon={<SendOutlined />}
          loading={chat.busy}
          disabled={!ready || over || !text.trim()}
          onClick={() => void send()}
          data-testid="chat-send"
        >
          {t('chat.send')}
        </Button>
      </div>
    </div>
  );
}
