import { fireEvent, render, screen } from '@testing-library/react';
import { MODEL_STATES, type ModelState } from '@zhiyu/contract/modules/learnself/model';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../platform/i18n/index.ts';
import { canPublish, isBusy, isFailed, isRunning, pct, STATE_COLORS, StateTag, seconds } from './model.state.tsx';

vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => changeLanguage('en-US'));

const which = (f: (s: ModelState) => boolean) => MODEL_STATES.filter(f);

describe('model states (requirements §3)', () => {
  it('the list keeps reading a model from waiting to train until evaluated (1–4), not after', () => {
    expect(which(isBusy)).toEqual([1, 2, 3, 4]);
  });

  it('a progress bar while training or evaluating, a retry after a failure', () => {
    expect(which(isRunning)).toEqual([2, 4]);
    expect(which(isFailed)).toEqual([5, 6]);
  });

  it('only a callable intent model is published', () => {
    expect(MODEL_STATES.filter((state) => canPublish({ state, type: 'nlu' }))).toEqual([0]);
    expect(canPublish({ state: 0, type: 'sentiment' })).toBe(false);
  });

  it('callable is green, failures red, running blue', () => {
    expect([STATE_COLORS[0], STATE_COLORS[2], STATE_COLORS[4], STATE_COLORS[5], STATE_COLORS[6]]).toEqual([
      'success',
      'processing',
      'processing',
      'error',
      'error',
    ]);
  });

  it('figures read as percentages and seconds, a missing one as a dash', () => {
    expect([pct(0.9312), pct(1), pct(null)]).toEqual(['93.1%', '100.0%', '-']);
    expect([seconds(1234), seconds(42_000), seconds(null)]).toEqual(['1.2 s', '42 s', '-']);
  });
});

describe('StateTag', () => {
  it('says the state, with a progress bar while training', () => {
    render(<StateTag row={{ state: 2, reason: '', progress: 40 }} />);
    expect(screen.getByTestId('model-state').textContent).toBe('Training');
    expect(screen.getByTestId('model-progress').textContent).toContain('40%');
  });

  it('shows no progress once callable', () => {
    render(<StateTag row={{ state: 0, reason: '', progress: 100 }} />);
    expect(screen.getByTestId('model-state').textContent).toBe('Callable');
    expect(screen.queryByTestId('model-progress')).toBeNull();
  });

  it('gives the failure reason on hover', async () => {
    render(<StateTag row={{ state: 6, reason: 'Training failed: out of memory', progress: 0 }} />);
    const tag = screen.getByTestId('model-state');
    expect(tag.textContent).toBe('Training failed');
    fireEvent.mouseEnter(tag);
    expect(await screen.findByText('Training failed: out of memory')).toBeTruthy();
  });
});
