import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { DatasetRow } from '@zhiyu/contract/modules/learnself/dataset';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderForm } from '../../../components/schema/test-utils.tsx';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { changeLanguage, i18n } from '../../../platform/i18n/index.ts';
import { EntityText } from './entity-text.tsx';
import { itemAddColumns } from './items.columns.tsx';

vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => changeLanguage('en-US'));
const t = i18n.getFixedT('en-US', 'learnself');

const dataset: DatasetRow = {
  id: 'ds1',
  name: 'Hotline',
  type: 'nlu',
  botId: null,
  botName: '',
  description: '',
  itemCount: 0,
  labelCount: 0,
  latestVersion: 0,
  creator: 'tenant',
  createdAt: 0,
  updatedAt: 0,
};

function fill(id: string, value: string) {
  fireEvent.change(document.getElementById(id) as HTMLElement, { target: { value } });
}

describe('the add-utterances dialog', () => {
  const columns = () => itemAddColumns(t, dataset) as unknown as SchemaColumn[];

  it('refuses a line longer than an utterance may be, naming the line, and sends nothing', async () => {
    const form = renderForm(columns());
    fill('schema_label', 'book');
    fill('schema_texts', `first\n\n${'x'.repeat(201)}`);
    act(() => form.submit());
    expect(await screen.findByText('Line 3 is longer than 200 characters')).toBeTruthy();
    expect(form.submitted).toEqual([]);
  });

  it('sends the label and the lines as typed once they are fine', async () => {
    const form = renderForm(columns());
    fill('schema_label', 'book');
    fill('schema_texts', 'first\nsecond\n');
    act(() => form.submit());
    await waitFor(() => expect(form.submitted).toEqual([{ label: 'book', texts: 'first\nsecond\n' }]));
  });

  it('offers only the three sentiment labels for a sentiment dataset', () => {
    const [label] = itemAddColumns(t, { ...dataset, type: 'sentiment' });
    expect(label.valueType).toBe('select');
    expect(Object.values(label.valueEnum ?? {})).toEqual(['Positive', 'Neutral', 'Negative']);
  });

  it('takes marked utterances for an entity dataset, naming the first line whose markup is wrong', async () => {
    const form = renderForm(itemAddColumns(t, { ...dataset, type: 'ner' }) as unknown as SchemaColumn[]);
    expect(document.getElementById('schema_label')).toBeNull();
    fill('schema_texts', 'I am [Zhang San](Person)\ncall [13800001111(Phone)');
    act(() => form.submit());
    expect(await screen.findByText('Line 2: a bracket is not paired; mark an entity as [text](type)')).toBeTruthy();
    expect(form.submitted).toEqual([]);
    fill('schema_texts', 'I am [Zhang San](Person)\ncall [13800001111](Phone)');
    act(() => form.submit());
    await waitFor(() =>
      expect(form.submitted).toEqual([{ texts: 'I am [Zhang San](Person)\ncall [13800001111](Phone)' }]),
    );
  });
});

describe('an entity utterance in the list', () => {
  it('shows each entity highlighted with its type named in the user language', () => {
    render(
      <EntityText
        text="我叫张三，明天来"
        spans={[
          { start: 2, end: 4, type: 'person' },
          { start: 5, end: 7, type: '等级' },
        ]}
      />,
    );
    const marks = screen.getAllByTestId('entity');
    expect(marks.map((m) => [m.dataset.type, m.textContent])).toEqual([
      ['person', '张三Person'],
      ['等级', '明天等级'],
    ]);
    expect(screen.getByTestId('entity-text').textContent).toBe('我叫张三Person，明天等级来');
  });
});
