import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  createProfile,
  deleteProfiles,
  getProfileChoices,
  listProfiles,
  type ProfileChoices,
  type ProfileRow,
  updateProfile,
} from '@zhiyu/contract/modules/aihelper/profile';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../platform/i18n/index.ts';
import { choose, dialogWith, drawAt, grantButtons, headers, rowOf, serveCrud } from '../../../test/page-kit.tsx';
import AgentAssistantPage from './agent-assistant.page.tsx';

// The server: every endpoint the tab calls, answered here (the dialog's choices too).
const call = vi.hoisted(() => vi.fn());
vi.mock('../../../platform/request/call.ts', () => ({ call }));
// antd's message root closes on timers that would outlive this file's jsdom.
vi.mock('../../../platform/request/toast.ts', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

vi.setConfig({ testTimeout: 90_000 });
const AT = Date.UTC(2026, 10, 28, 1, 2, 3);
const CHOICES: ProfileChoices = {
  scenes: ['车险', '开场'],
  fields: [
    { id: 'f-plate', name: '车牌号' },
    { id: 'f-phone', name: '联系电话' },
  ],
  rules: [{ id: 'r-1', name: '禁用语' }],
  triggers: [{ id: 't-1', name: '开场提醒' }],
  bots: [{ id: 'b-1', name: '车险助手' }],
};
/** The tenant's default: every panel, every list empty (all apply), no bot. */
const BASE: ProfileRow = {
  id: 'pf-1',
  skillGroup: '',
  panels: ['recommend', 'fill', 'portrait', 'qc'],
  scenes: [],
  fieldIds: [],
  ruleIds: [],
  triggerIds: [],
  botId: null,
  botName: '',
  creator: 'tenant',
  updatedAt: AT,
};
const CAR: ProfileRow = {
  ...BASE,
  id: 'pf-2',
  skillGroup: '车险续保',
  panels: ['recommend', 'qc'],
  scenes: ['车险'],
  fieldIds: ['f-plate', 'f-phone'],
  ruleIds: ['r-1'],
  triggerIds: ['t-1'],
  botId: 'b-1',
  botName: '车险助手',
};
/** Chosen rows and a bot deleted since the settings were saved. */
const STALE: ProfileRow = {
  ...BASE,
  id: 'pf-3',
  skillGroup: '宽带',
  panels: ['fill'],
  fieldIds: ['f-gone'],
  triggerIds: ['t-gone'],
  botId: 'b-gone',
  botName: '',
};

beforeEach(async () => {
  await changeLanguage('zh-CN');
  serveCrud(
    call,
    { list: listProfiles, create: createProfile, update: updateProfile, remove: deleteProfiles },
    () => [BASE, CAR, STALE],
    BASE,
    'pf-new',
    (endpoint) => (endpoint === getProfileChoices ? Promise.resolve(CHOICES) : undefined),
  );
  grantButtons('aihelper.profile');
});
afterEach(() => changeLanguage('zh-CN'));

const draw = () => drawAt('/aihelper/agent-assistant?tab=profiles', <AgentAssistantPage />);
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ })));
const tags = (el: HTMLElement) => [...el.querySelectorAll('.ant-tag')].map((t) => t.textContent);
const cell = (row: HTMLElement, testId: string) => within(row).getByTestId(testId);

describe('the assistant settings page: skill groups', () => {
  it('opens on the skill groups tab and lists each setting with its columns', async () => {
    draw();
    await screen.findByText('车险续保', {}, { timeout: 10_000 });
    expect(screen.getByRole('tab', { name: '技能组配置', selected: true })).toBeTruthy();
    expect(headers()).toEqual(
      expect.arrayContaining([
        '技能组',
        '显示面板',
        '话术场景',
        '表单字段',
        '质检规则',
        '触发器',
        '助手机器人',
        '更新时间',
        '操作',
      ]),
    );
    expect(call).toHaveBeenCalledWith(listProfiles, { query: { pageNum: 1, pageSize: 10 } });
  });

  it('shows the default row with every list as 全部 and no bot', async () => {
    draw();
    await screen.findByText('车险续保', {}, { timeout: 10_000 });
    const base = rowOf('默认（所有技能组）');
    expect(tags(cell(base, 'profile-panels'))).toEqual(['话术推荐', '智能填单', '客户画像', '实时质检']);
    for (const id of ['profile-fieldIds', 'profile-ruleIds', 'profile-triggerIds'])
      expect(cell(base, id).textContent).toBe('全部');
    // Scenes, fields, rules and triggers all say 全部.
    expect(within(base).getAllByText('全部')).toHaveLength(4);
    expect(within(base).getByText('未设置')).toBeTruthy();
  });

  it('names the chosen fields, rules, triggers and bot from the choices, panels as tags', async () => {
    draw();
    await screen.findByText('车险续保', {}, { timeout: 10_000 });
    const car = rowOf('车险续保');
    expect(tags(cell(car, 'profile-panels'))).toEqual(['话术推荐', '实时质检']);
    await waitFor(() => expect(tags(cell(car, 'profile-fieldIds'))).toEqual(['车牌号', '联系电话']));
    expect(tags(cell(car, 'profile-ruleIds'))).toEqual(['禁用语']);
    expect(tags(cell(car, 'profile-triggerIds'))).toEqual(['开场提醒']);
    expect(within(car).getByText('车险', { selector: '.ant-tag' })).toBeTruthy();
    expect(within(car).getByText('车险助手')).toBeTruthy();
    expect(within(car).queryByText('全部')).toBeNull();
  });

  it('says 已删除 for a chosen row or bot that is gone', async () => {
    draw();
    await screen.findByText('宽带', {}, { timeout: 10_000 });
    const stale = rowOf('宽带');
    await waitFor(() => expect(tags(cell(stale, 'profile-fieldIds'))).toEqual(['已删除']));
    expect(tags(cell(stale, 'profile-triggerIds'))).toEqual(['已删除']);
    expect(cell(stale, 'profile-ruleIds').textContent).toBe('全部');
    // The bot column: its name is gone too.
    expect(within(stale).getAllByText('已删除')).toHaveLength(3);
    expect(tags(cell(stale, 'profile-panels'))).toEqual(['智能填单']);
  });

  it('creates a setting from the dialog: two panels, a field and the bot', async () => {
    draw();
    await screen.findByText('车险续保', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByTestId('profile-add'));
    const form = await dialogWith('edit_skillGroup');
    // Every panel starts checked.
    const box = (name: string) => within(form).getByRole('checkbox', { name }) as HTMLInputElement;
    expect(['话术推荐', '智能填单', '客户画像', '实时质检'].map((n) => box(n).checked)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    fireEvent.change(form.querySelector('#edit_skillGroup') as Element, { target: { value: ' 信用卡 ' } });
    fireEvent.click(box('智能填单'));
    fireEvent.click(box('客户画像'));
    await choose('edit_fieldIds', '车牌号');
    await choose('edit_botId', '车险助手');
    await save();
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(createProfile, {
        body: {
          skillGroup: '信用卡',
          panels: ['recommend', 'qc'],
          scenes: [],
          fieldIds: ['f-plate'],
          ruleIds: [],
          triggerIds: [],
          botId: 'b-1',
        },
      }),
    );
  });

  it('refuses a setting without any panel and posts nothing', async () => {
    draw();
    await screen.findByText('车险续保', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByTestId('profile-add'));
    const form = await dialogWith('edit_skillGroup');
    fireEvent.change(form.querySelector('#edit_skillGroup') as Element, { target: { value: '信用卡' } });
    for (const name of ['话术推荐', '智能填单', '客户画像', '实时质检'])
      fireEvent.click(within(form).getByRole('checkbox', { name }));
    await save();
    await waitFor(() =>
      expect(within(form).getByText('请选择', { selector: '.ant-form-item-explain-error' })).toBeTruthy(),
    );
    expect(call).not.toHaveBeenCalledWith(createProfile, expect.anything());
  });

  it('speaks English', async () => {
    await changeLanguage('en-US');
    draw();
    await screen.findByText('车险续保', {}, { timeout: 10_000 });
    expect(screen.getByRole('tab', { name: 'Skill groups', selected: true })).toBeTruthy();
    expect(headers()).toEqual(
      expect.arrayContaining([
        'Skill group',
        'Panels shown',
        'Script scenes',
        'Form fields',
        'QC rules',
        'Triggers',
        'Assistant bot',
        'Updated',
        'Actions',
      ]),
    );
    const base = rowOf('Default (all skill groups)');
    expect(tags(cell(base, 'profile-panels'))).toEqual(['Scripts', 'Smart form', 'Customer portrait', 'Real-time QC']);
    expect(within(base).getByText('Not set')).toBeTruthy();
  });
});
