import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { DatasetRow } from '@zhiyu/contract/modules/learnself/dataset';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderForm } from '../../../components/schema/test-utils.tsx';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { changeLanguage, i18n } from '../../../platform/i18n/index.ts';
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
});
