import { OVERVIEW_METRICS } from '@zhiyu/contract/modules/aitext/stats';
import { describe, expect, it } from 'vitest';
import { changeOf, formatMetric, METRICS } from './metrics.ts';

describe('service overview figures', () => {
  it('formats counts with separators, rates in percent and averages with two decimals', () => {
    expect(formatMetric(1234567, 'count')).toBe('1,234,567');
    expect(formatMetric(0, 'count')).toBe('0');
    expect(formatMetric(0.5, 'percent')).toBe('50.00%');
    expect(formatMetric(1 / 3, 'percent')).toBe('33.33%');
    expect(formatMetric(0, 'percent')).toBe('0.00%');
    expect(formatMetric(2.5, 'decimal')).toBe('2.50');
    expect(formatMetric(Number.NaN, 'count')).toBe('-');
  });

  it('gives every requirements §3 metric a format: rates in percent, the average as a decimal', () => {
    expect(Object.keys(METRICS).sort()).toEqual([...OVERVIEW_METRICS].sort());
    expect(METRICS.totalSolvedRate.format).toBe('percent');
    expect(METRICS.transferredToHumanRate.format).toBe('percent');
    expect(METRICS.averageRoundCount.format).toBe('decimal');
    expect(METRICS.sessionTotal.format).toBe('count');
  });

  it('shows the period-over-period change with its direction, and a dash when there is nothing before', () => {
    expect(changeOf(0.125)).toEqual({ dir: 'up', text: '+12.5%', tone: 'good' });
    expect(changeOf(-0.03)).toEqual({ dir: 'down', text: '-3.0%', tone: 'bad' });
    expect(changeOf(0)).toEqual({ dir: 'flat', text: '0.0%', tone: 'neutral' });
    expect(changeOf(0.0004)).toEqual({ dir: 'flat', text: '0.0%', tone: 'neutral' });
    expect(changeOf(null)).toEqual({ dir: 'none', text: '—', tone: 'neutral' });
    expect(changeOf(2)).toMatchObject({ text: '+200.0%' });
  });

  it('colours a rising transfer count or rate as bad news and a falling one as good', () => {
    expect(changeOf(0.2, METRICS.transferredToHumanRate.better)).toMatchObject({ dir: 'up', tone: 'bad' });
    expect(changeOf(-0.2, METRICS.transferredToHumanCount.better)).toMatchObject({ dir: 'down', tone: 'good' });
    expect(changeOf(-0.2, METRICS.totalSolvedRate.better)).toMatchObject({ tone: 'bad' });
  });

  it('links the session counts to their sessions with the matching filter', () => {
    expect(METRICS.sessionTotal.sessions).toEqual({});
    expect(METRICS.totalSolvedCount.sessions).toEqual({ solved: 1 });
    expect(METRICS.transferredToHumanCount.sessions).toEqual({ transferred: 1 });
    expect(METRICS.servicePersonCount.sessions).toBeUndefined();
  });
});
