import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { QuickMenu } from '@zhiyu/contract/modules/aitext/channel';
import { quickMenuProblem } from '@zhiyu/contract/modules/aitext/channel';
import { Button, Form } from 'antd';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../platform/i18n/index.ts';
import { QuickMenusEditor } from './channel.menus.tsx';
import {
  bindPageUrl,
  bodyOf,
  canAddMenu,
  cleanMenu,
  MENU_ACTION_CHOICES,
  menuProblem,
  menuProblems,
  widgetScriptUrl,
  widgetSnippet,
} from './channel.rules.ts';

vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => changeLanguage('zh-CN'));

describe('the widget snippet (docs/aitext-widget.md)', () => {
  it('is the documented tag with the script address and the channel key', () => {
    expect(widgetSnippet('https://console.example.com/newaitext/widget.js', 'wk-demo-2001-web')).toBe(
      '<script src="https://console.example.com/newaitext/widget.js" data-key="wk-demo-2001-web" async></script>',
    );
  });

  it('escapes what would break the attribute', () => {
    expect(widgetSnippet('https://a.example/w.js?a=1&b="2"', 'k"x')).toBe(
      '<script src="https://a.example/w.js?a=1&amp;b=&quot;2&quot;" data-key="k&quot;x" async></script>',
    );
  });

  it('serves the script from the text service base when configured, else from this console', () => {
    expect(widgetScriptUrl('', 'http://127.0.0.1:8191')).toBe('http://127.0.0.1:8191/newaitext/widget.js');
    expect(widgetScriptUrl('https://text.example.com/', 'http://127.0.0.1:8191')).toBe(
      'https://text.example.com/newaitext/widget.js',
    );
    expect(widgetScriptUrl('/gateway', 'https://console.example.com')).toBe(
      'https://console.example.com/gateway/newaitext/widget.js',
    );
  });

  it('links /bindPage with a widget channel key, and without a key for an API channel', () => {
    expect(bindPageUrl('https://c.example.com', 'wk a/b')).toBe('https://c.example.com/bindPage?key=wk+a%2Fb');
    expect(bindPageUrl('https://c.example.com')).toBe('https://c.example.com/bindPage');
  });
});

describe('quick menu rules (requirements §3 action types)', () => {
  it('offers all four action types; 10 and 11 cannot be picked', () => {
    expect(MENU_ACTION_CHOICES).toEqual([
      { value: 2, disabled: false },
      { value: 3, disabled: false },
      { value: 10, disabled: true },
      { value: 11, disabled: true },
    ]);
  });

  it('names the field of each problem', () => {
    expect(menuProblems({ name: ' ', actionType: 2, url: 'ftp://x' })).toEqual({
      name: 'menu.nameRequired',
      url: 'menu.urlInvalid',
    });
    expect(menuProblems({ name: 'x'.repeat(21), actionType: 3, text: ' ' })).toEqual({
      name: 'menu.nameTooLong',
      text: 'menu.textRequired',
    });
    expect(menuProblems({ name: 'a', actionType: 7 as never })).toEqual({ actionType: 'menu.actionRequired' });
    expect(menuProblems({ name: '官网', actionType: 2, url: 'https://example.com/a?b=1' })).toEqual({});
    expect(menuProblems({ name: '转人工', actionType: 11 })).toEqual({});
  });

  it('refuses exactly what the server refuses (contract quickMenuProblem, code 170023)', () => {
    const menus: QuickMenu[] = [
      { name: 'a', actionType: 2, url: 'https://example.com' },
      { name: 'a', actionType: 2, url: 'http://x' },
      { name: 'a', actionType: 2, url: 'example.com' },
      { name: 'a', actionType: 2 },
      { name: 'a', actionType: 3, text: '怎么退货' },
      { name: 'a', actionType: 3 },
      { name: 'a', actionType: 3, text: '' },
      { name: 'a', actionType: 10 },
      { name: 'a', actionType: 11, url: 'nope' },
    ];
    for (const m of menus) expect(menuProblem(m) !== null, JSON.stringify(m)).toBe(quickMenuProblem(m) !== null);
  });

  it('sends only the field the action type uses, trimmed', () => {
    expect(cleanMenu({ name: ' 运费 ', actionType: 3, text: ' 邮费多少钱 ', url: 'https://left.over' })).toEqual({
      name: '运费',
      actionType: 3,
      text: '邮费多少钱',
    });
    expect(cleanMenu({ name: '官网', actionType: 2, url: 'https://a.example ', text: 'x' })).toEqual({
      name: '官网',
      actionType: 2,
      url: 'https://a.example',
    });
    expect(cleanMenu({ name: '猜你想问', actionType: 10, text: 'x' })).toEqual({ name: '猜你想问', actionType: 10 });
  });

  it('allows at most ten menus', () => {
    expect(canAddMenu(9)).toBe(true);
    expect(canAddMenu(10)).toBe(false);
  });

  it('fills what the form left out with the channel defaults', () => {
    expect(bodyOf({ name: ' 官网 ' })).toEqual({
      name: '官网',
      kind: 'widget',
      channelType: 0,
      status: 1,
      libraryIds: [],
      welcome: '',
      fallback: '',
      transferScenes: [],
      keywords: [],
      quickMenus: [],
    });
  });
});

function Editor({ onFinish }: { onFinish: (v: unknown) => void }) {
  const [form] = Form.useForm();
  return (
    <Form form={form} onFinish={onFinish}>
      <QuickMenusEditor form={form} />
      <Button htmlType="submit">go</Button>
    </Form>
  );
}

const rows = () => screen.queryAllByTestId('channel-menu-row');
const submit = () => act(async () => fireEvent.click(screen.getByText('go')));
const errors = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);

describe('QuickMenusEditor', () => {
  it('adds a send-message row, lists 10 and 11 disabled, and checks each row like the server', async () => {
    const onFinish = vi.fn();
    render(<Editor onFinish={onFinish} />);
    fireEvent.click(screen.getByText('添加快捷菜单'));
    expect(rows()).toHaveLength(1);
    expect(rows()[0].textContent).toContain('发送消息');

    fireEvent.mouseDown(rows()[0].querySelector('.ant-select-selector, .ant-select') as Element);
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(4));
    const options = [...document.querySelectorAll('.ant-select-item-option')];
    const state = options.map((o) => [o.textContent, o.getAttribute('aria-disabled') === 'true']);
    expect(state).toEqual([
      ['链接跳转', false],
      ['发送消息', false],
      ['猜你想问（暂不可用）', true],
      ['转人工（暂不可用）', true],
    ]);

    await submit();
    await waitFor(() => expect(errors()).toEqual(['请输入菜单名称', '发送消息需要消息内容']));
    expect(onFinish).not.toHaveBeenCalled();

    // Link jump: the text field gives way to the address, which must be http(s).
    await act(async () => fireEvent.click(options[0]));
    fireEvent.change(screen.getByLabelText('菜单名称'), { target: { value: '官网' } });
    fireEvent.change(screen.getByLabelText('跳转链接'), { target: { value: 'ftp://example.com' } });
    await submit();
    await waitFor(() => expect(errors()).toEqual(['链接跳转需要 http 或 https 地址']));
    expect(onFinish).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('跳转链接'), { target: { value: 'https://example.com' } });
    await submit();
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish.mock.calls[0][0]).toEqual({
      quickMenus: [{ name: '官网', actionType: 2, url: 'https://example.com' }],
    });
  });

  it('stops adding at ten rows and removes a row', () => {
    render(<Editor onFinish={() => {}} />);
    const add = screen.getByText('添加快捷菜单').closest('button') as HTMLButtonElement;
    for (let i = 0; i < 10; i++) fireEvent.click(add);
    expect(rows()).toHaveLength(10);
    expect(add.disabled).toBe(true);
    fireEvent.click(screen.getAllByLabelText('删除此菜单')[0]);
    expect(rows()).toHaveLength(9);
    expect(add.disabled).toBe(false);
  });
});
