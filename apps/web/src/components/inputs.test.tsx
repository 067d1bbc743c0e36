import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { passwordProblems } from '@zhiyu/contract/rules/password';
import { Button, Form } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n } from '../platform/i18n/index.ts';
import { ConsoleRangePicker } from './date-range/console-range.tsx';
import { consoleRangeRule, formRangeRule } from './date-range/rules.ts';
import { SearchRangePicker } from './date-range/search-range.tsx';
import { Duration, durationText } from './duration.tsx';
import { LabelTree } from './label-tree/label-tree.tsx';
import type { LabelNode } from './label-tree/tree-data.ts';
import { generatePassword, PasswordInput } from './password-input/password-input.tsx';
import { TagInput } from './tag-input/tag-input.tsx';
import { StepTimeline } from './timeline/timeline.tsx';

beforeAll(() => changeLanguage('zh-CN'));

describe('requirement messages of §5 (exact text in the language they are written in)', () => {
  it('English-quoted messages are the exact en-US text', () => {
    expect(i18n.t('inputs:timeRequired', { lng: 'en-US' })).toBe('time is required');
    expect(i18n.t('inputs:rangeCrossMonth', { lng: 'en-US' })).toBe(
      'time range at most one month, cannot cross months',
    );
  });
  it('Chinese messages are the exact zh-CN text', () => {
    const zh = (k: string) => i18n.t(`inputs:${k}`, { lng: 'zh-CN' });
    expect(zh('oneTimeRequired')).toBe('时间必选一个');
    expect(zh('required')).toBe('请输入');
    expect(['last3Days', 'lastWeek', 'lastMonth', 'lastYear'].map(zh)).toEqual([
      '近三日',
      '近一周',
      '近一月',
      '近一年',
    ]);
    expect(zh('allScenes')).toBe('全部场景');
    expect(zh('newScene')).toBe('新场景');
  });
});

function RangeForm({ rule }: { rule: 'console' | 'form' }) {
  return (
    <Form onFinish={() => {}}>
      <Form.Item name="range" rules={[rule === 'console' ? consoleRangeRule({ month: true }) : formRangeRule()]}>
        <ConsoleRangePicker limit={{ month: true }} />
      </Form.Item>
      <Button htmlType="submit">go</Button>
    </Form>
  );
}

const openPicker = (container: HTMLElement) => {
  const input = container.querySelector('input') as HTMLInputElement;
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.click(input);
};

describe('date range pickers', () => {
  it('an empty console range shows time is required (en-US)', async () => {
    await changeLanguage('en-US');
    render(<RangeForm rule="console" />);
    fireEvent.click(screen.getByText('go'));
    expect(await screen.findByText('time is required')).toBeTruthy();
    await changeLanguage('zh-CN');
  });
  it('an empty form-widget range shows 时间必选一个', async () => {
    render(<RangeForm rule="form" />);
    fireEvent.click(screen.getByText('go'));
    expect(await screen.findByText('时间必选一个')).toBeTruthy();
  });
  it('the console picker disables days after today', () => {
    const { container } = render(<ConsoleRangePicker />);
    openPicker(container);
    const tomorrow = dayjs().add(1, 'day').format('YYYY-MM-DD');
    const today = dayjs().format('YYYY-MM-DD');
    const cell = (d: string) => document.querySelector(`td[title="${d}"]`);
    expect(cell(today)?.className).not.toContain('ant-picker-cell-disabled');
    if (cell(tomorrow)) expect(cell(tomorrow)?.className).toContain('ant-picker-cell-disabled');
  });
  it('the search picker offers the four shortcuts and forbids yesterday', () => {
    const { container } = render(<SearchRangePicker />);
    openPicker(container);
    for (const label of ['近三日', '近一周', '近一月', '近一年']) expect(screen.getByText(label)).toBeTruthy();
    const y = document.querySelector(`td[title="${dayjs().subtract(1, 'day').format('YYYY-MM-DD')}"]`);
    expect(y?.className).toContain('ant-picker-cell-disabled');
  });
});

describe('TagInput', () => {
  it('splits on both commas, removes duplicates, cuts to 30 and reports the tags', () => {
    const onChange = vi.fn();
    render(<TagInput onChange={onChange} />);
    const box = screen.getByRole('textbox');
    fireEvent.change(box, { target: { value: `vip\uff0c新客,vip,${'x'.repeat(35)}` } });
    expect(onChange).toHaveBeenLastCalledWith(['vip', '新客', 'x'.repeat(30)]);
    const chips = within(screen.getByTestId('tag-preview')).getAllByText(/./);
    expect(chips.map((c) => c.textContent)).toEqual(['vip', '新客', 'x'.repeat(30)]);
    expect(box.getAttribute('maxlength')).toBe('5000');
  });
  it('one item per line: pasted example lines become one example each, listed below the box', () => {
    const onChange = vi.fn();
    render(<TagInput maxTagLength={200} onChange={onChange} />);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '好的\n可以，行\r\n没问题\n' } });
    expect(onChange).toHaveBeenLastCalledWith(['好的', '可以', '行', '没问题']);
    const chips = within(screen.getByTestId('tag-preview')).getAllByText(/./);
    expect(chips.map((c) => c.textContent)).toEqual(['好的', '可以', '行', '没问题']);
  });
  it('a value set from outside replaces the text', () => {
    function Host() {
      const [v, setV] = useState<string[]>(['a']);
      return (
        <>
          <TagInput value={v} onChange={setV} />
          <Button onClick={() => setV(['b', 'c'])}>reset</Button>
        </>
      );
    }
    render(<Host />);
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toBe('a');
    fireEvent.click(screen.getByText('reset'));
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toBe('b,c');
  });
});

describe('durations (requirements §9: hours, minutes, seconds)', () => {
  it('leave zero units out, in both languages', () => {
    const zh = i18n.getFixedT('zh-CN');
    expect(durationText(zh, 53 * 60 + 12)).toBe('53分12秒');
    expect(durationText(zh, 3600 + 5)).toBe('1小时5秒');
    expect(durationText(zh, 7200)).toBe('2小时');
    expect(durationText(zh, 0)).toBe('0秒');
    expect(durationText(zh, 3 * 3600 + 2 * 60 + 1)).toBe('3小时2分1秒');
    const en = i18n.getFixedT('en-US');
    expect(durationText(en, 53 * 60 + 12)).toBe('53\u00a0min 12\u00a0s');
  });
  it('break between units only: each unit is one unbreakable piece', () => {
    const { getByTestId } = render(<Duration seconds={3 * 3600 + 12} />);
    const parts = [...getByTestId('duration').children] as HTMLElement[];
    expect(parts.map((p) => [p.textContent, p.style.whiteSpace])).toEqual([
      ['3小时', 'nowrap'],
      ['12秒', 'nowrap'],
    ]);
  });
});

describe('PasswordInput (a password an admin types for someone else)', () => {
  it('is masked, shows on the eye, and 生成 fills in a strong password shown in clear', () => {
    const onChange = vi.fn();
    function Host() {
      const [v, setV] = useState('');
      return (
        <PasswordInput
          id="pw"
          value={v}
          onChange={(x) => {
            onChange(x);
            setV(x);
          }}
        />
      );
    }
    const { container } = render(<Host />);
    const input = container.querySelector('#pw') as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: /生\s*成/ }));
    const made = onChange.mock.calls.at(-1)?.[0] as string;
    expect(made).toHaveLength(14);
    expect(passwordProblems(made, 'someone')).toEqual([]);
    expect(input.value).toBe(made);
    expect(input.type).toBe('text');
  });
  it('generated passwords hold a lower-case letter, a capital, a digit and a symbol, and differ', () => {
    const many = Array.from({ length: 200 }, () => generatePassword());
    for (const p of many) expect(p).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*[2-9])(?=.*[@#$%&*?!]).{14}$/);
    expect(new Set(many).size).toBe(200);
  });
});

describe('LabelTree', () => {
  function Host({ initial }: { initial: LabelNode[] }) {
    const [nodes, setNodes] = useState(initial);
    return <LabelTree value={nodes} onChange={setNodes} />;
  }
  const data = [{ key: 'a', title: 'A', children: [{ key: 'a1', title: 'A1' }] }];
  const rowOf = (text: string) => screen.getByText(text).closest('[data-level]') as HTMLElement;

  it('offers add child at the root and level 1 but not level 2', () => {
    render(<Host initial={data} />);
    expect(within(rowOf('全部场景')).queryByLabelText('添加子级')).toBeTruthy();
    expect(within(rowOf('A')).queryByLabelText('添加子级')).toBeTruthy();
    expect(within(rowOf('A')).queryByLabelText('编辑')).toBeTruthy();
    expect(within(rowOf('A')).queryByLabelText('删除')).toBeTruthy();
    expect(within(rowOf('A1')).queryByLabelText('添加子级')).toBeNull();
    expect(within(rowOf('A1')).queryByLabelText('编辑')).toBeTruthy();
  });
  it('a new child is titled 新场景 and can be renamed; delete asks first', async () => {
    render(<Host initial={data} />);
    fireEvent.click(within(rowOf('A')).getByLabelText('添加子级'));
    const input = screen.getByDisplayValue('新场景');
    fireEvent.change(input, { target: { value: 'B2' } });
    fireEvent.blur(input);
    expect(rowOf('B2').getAttribute('data-level')).toBe('2');
    fireEvent.click(within(rowOf('B2')).getByLabelText('删除'));
    fireEvent.click(await screen.findByText('OK', { selector: 'button span' }).catch(() => screen.getByText('确 定')));
    expect(screen.queryByText('B2')).toBeNull();
    // Let the confirm's closing focus hand-back settle before the tree unmounts.
    await act(() => new Promise((r) => setTimeout(r, 300)));
  });
  it('search filters at most once per 500 ms, ending with the last term', () => {
    vi.useFakeTimers();
    try {
      render(<Host initial={[...data, { key: 'b', title: 'Beta' }]} />);
      const box = screen.getByPlaceholderText('搜索');
      fireEvent.change(box, { target: { value: 'B' } });
      expect(screen.queryByText('A')).toBeNull();
      fireEvent.change(box, { target: { value: 'A1' } });
      expect(screen.queryByText('Beta')).toBeTruthy();
      act(() => vi.advanceTimersByTime(499));
      expect(screen.queryByText('Beta')).toBeTruthy();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByText('Beta')).toBeNull();
      expect(screen.getByText('A1')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('StepTimeline', () => {
  it('done steps show a check, the first undone step a refresh icon, later ones neither', () => {
    const { container } = render(
      <StepTimeline
        steps={[
          { key: '1', title: 'one', done: true },
          { key: '2', title: 'two', done: false },
          { key: '3', title: 'three', done: false },
        ]}
      />,
    );
    expect(container.querySelectorAll('[data-state="done"]').length).toBe(1);
    expect(container.querySelectorAll('[data-state="current"]').length).toBe(1);
    expect(container.querySelector('.anticon-check-circle')).toBeTruthy();
    expect(container.querySelector('.anticon-sync')).toBeTruthy();
  });
});
