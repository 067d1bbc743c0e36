import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { DatasetRow } from '@zhiyu/contract/modules/learnself/dataset';
import { STORAGE_KEYS as K } from '@zhiyu/contract/rules/session';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../platform/i18n/index.ts';
import { setItem } from '../../../platform/session/storage.ts';
import { DatasetIoButtons } from './items.io.tsx';

beforeAll(() => changeLanguage('en-US'));

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

const grant = (...codes: string[]) =>
  act(() =>
    setItem(
      K.btnWhiteList,
      codes.map((id) => ({ id })),
    ),
  );

describe('dataset import and export buttons', () => {
  it('show only with their button codes', () => {
    grant('learnself.dataset.import-button');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <DatasetIoButtons dataset={dataset} />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('dataset-import').textContent).toBe('Import');
    expect(screen.queryByTestId('dataset-export')).toBeNull();
    grant('learnself.dataset.export-button');
    expect(screen.queryByTestId('dataset-import')).toBeNull();
    expect(screen.getByTestId('dataset-export').textContent).toContain('Export');
    grant();
    expect(screen.queryByTestId('dataset-import')).toBeNull();
    expect(screen.queryByTestId('dataset-export')).toBeNull();
  });
});
