import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type KeyLike, markKeyAction, useMarkKeys } from './mark-keys.ts';
import { markOptions, searchOptions, selectedLabel } from './workbench.options.ts';

const on = (tag: string, attrs: Record<string, string> = {}, parent?: Element) => {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  (parent ?? document.body).appendChild(el);
  return el;
};
const key = (k: string, more: Partial<KeyLike> = {}) => markKeyAction({ key: k, target: document.body, ...more });

describe('markKeyAction: what a key press means (requirements R4 §3)', () => {
  it('digits 1-9 pick the option of that number; 0 and other keys mean nothing', () => {
    expect(key('1')).toEqual({ type: 'pick', index: 0 });
    expect(key('9')).toEqual({ type: 'pick', index: 8 });
    expect(key('0')).toBeNull();
    expect(key('a')).toBeNull();
    expect(key('F5')).toBeNull();
  });

  it('Enter confirms, N (either case) is noise', () => {
    expect(key('Enter')).toEqual({ type: 'confirm' });
    expect(key('n')).toEqual({ type: 'noise' });
    expect(key('N')).toEqual({ type: 'noise' });
  });

  it('arrows move: down and right to the next utterance, up and left back', () => {
    expect(key('ArrowDown')).toEqual({ type: 'next' });
    expect(key('ArrowRight')).toEqual({ type: 'next' });
    expect(key('ArrowUp')).toEqual({ type: 'prev' });
    expect(key('ArrowLeft')).toEqual({ type: 'prev' });
  });

  it('Ctrl+Z and Cmd+Z undo; other modified keys are the browser own', () => {
    expect(key('z', { ctrlKey: true })).toEqual({ type: 'undo' });
    expect(key('Z', { metaKey: true })).toEqual({ type: 'undo' });
    expect(key('z')).toBeNull();
    expect(key('1', { ctrlKey: true })).toBeNull();
    expect(key('n', { altKey: true })).toBeNull();
    expect(key('z', { ctrlKey: true, altKey: true })).toBeNull();
  });

  it('a held-down label key labels once; held arrows keep moving', () => {
    expect(key('1', { repeat: true })).toBeNull();
    expect(key('Enter', { repeat: true })).toBeNull();
    expect(key('n', { repeat: true })).toBeNull();
    expect(key('z', { ctrlKey: true, repeat: true })).toBeNull();
    expect(key('ArrowDown', { repeat: true })).toEqual({ type: 'next' });
  });

  it('nothing fires while typing in an input, a textarea, an editable element or a select', () => {
    const input = on('input');
    const area = on('textarea');
    const editable = on('div', { contenteditable: 'true' });
    const combo = on('div', { role: 'combobox' });
    for (const target of [input, area, editable, combo]) {
      for (const k of ['1', 'Enter', 'n', 'ArrowDown', 'ArrowUp']) expect(key(k, { target })).toBeNull();
      expect(key('z', { ctrlKey: true, target })).toBeNull();
    }
    expect(key('1', { isComposing: true })).toBeNull();
  });

  it('a focused button takes its Enter, a slider its arrows, a dialog every key', () => {
    const button = on('button');
    expect(key('Enter', { target: button })).toBeNull();
    expect(key('1', { target: button })).toEqual({ type: 'pick', index: 0 });
    const slider = on('div', { role: 'slider' });
    expect(key('ArrowLeft', { target: slider })).toBeNull();
    expect(key('n', { target: slider })).toEqual({ type: 'noise' });
    const dialog = on('div', { class: 'ant-modal-wrap' });
    expect(key('1', { target: on('span', {}, dialog) })).toBeNull();
  });
});

function Keys({ onAction, enabled }: { onAction: (a: unknown) => void; enabled: boolean }) {
  useMarkKeys(onAction, enabled);
  return <input data-testid="field" />;
}

describe('useMarkKeys', () => {
  it('hands page key presses to the handler, keeps the browser own default away, and ignores typing', () => {
    const spy = vi.fn();
    const { getByTestId, rerender } = render(<Keys onAction={spy} enabled />);
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    document.body.dispatchEvent(enter);
    expect(spy).toHaveBeenLastCalledWith({ type: 'confirm' });
    expect(enter.defaultPrevented).toBe(true);
    fireEvent.keyDown(document.body, { key: '3' });
    expect(spy).toHaveBeenLastCalledWith({ type: 'pick', index: 2 });
    spy.mockClear();
    fireEvent.keyDown(getByTestId('field'), { key: '3' });
    fireEvent.keyDown(getByTestId('field'), { key: 'z', ctrlKey: true });
    expect(spy).not.toHaveBeenCalled();
    // Off (another tab shown): nothing.
    rerender(<Keys onAction={spy} enabled={false} />);
    fireEvent.keyDown(document.body, { key: 'n' });
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('the options and what Enter confirms', () => {
  const labels = ['book', 'cancel', 'change', 'ask', 'pay', 'refund', 'open', 'close', 'where', 'when'];
  const item = {
    predictions: [
      { label: 'change', probability: 0.62 },
      { label: 'gone', probability: 0.3 },
      { label: 'book', probability: 0.05 },
    ],
    mine: '',
  };

  it('numbers the predictions first, then the other labels, 1-9 for the first nine', () => {
    const options = markOptions(item, labels);
    expect(options.map((o) => o.label)).toEqual([
      'change',
      'book',
      'cancel',
      'ask',
      'pay',
      'refund',
      'open',
      'close',
      'where',
      'when',
    ]);
    expect(options.map((o) => o.key)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, null]);
    expect(options[0].probability).toBe(0.62);
    expect(options[2].probability).toBeNull();
  });

  it('preselects the top prediction, my own label when I come back, the first match while searching', () => {
    const options = markOptions(item, labels);
    expect(selectedLabel(item, options, '')).toBe('change');
    expect(selectedLabel({ ...item, mine: 'pay' }, options, '')).toBe('pay');
    expect(selectedLabel({ ...item, mine: '__noise__' }, options, '')).toBe('change');
    expect(selectedLabel(item, options, 'RE')).toBe('refund');
    expect(selectedLabel(item, options, 'zzz')).toBeNull();
    expect(searchOptions(options, 'wh').map((o) => [o.label, o.key])).toEqual([
      ['where', 9],
      ['when', null],
    ]);
  });

  it('preselects nothing for an utterance without predictions', () => {
    const bare = { predictions: [], mine: '' };
    const options = markOptions(bare, labels);
    expect(options[0]).toEqual({ label: 'book', probability: null, key: 1 });
    expect(selectedLabel(bare, options, '')).toBeNull();
  });
});
