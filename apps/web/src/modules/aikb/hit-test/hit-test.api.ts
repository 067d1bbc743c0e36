import type { BodyOf } from '@zhiyu/contract/endpoint';
import { askHitTest, deleteHitTests, listHitTestHistory, rerunHitTest } from '@zhiyu/contract/modules/aikb/hit-test';
import { listLibraries } from '@zhiyu/contract/modules/aikb/library';
import { call } from '../../../platform/request/call.ts';

/** Query keys of the knowledge test (requirements D3.7): an ask or a rerun adds a history row. */
export const hitTestKeys = {
  all: ['aikb', 'hitTest'] as const,
  history: (question: string, pageNum: number, pageSize: number) =>
    [...hitTestKeys.all, 'history', question, pageNum, pageSize] as const,
  libraries: () => [...hitTestKeys.all, 'libraries'] as const,
};

export const askQuestion = (body: BodyOf<typeof askHitTest>) => call(askHitTest, { body });
export const fetchHistory = (question: string, pageNum: number, pageSize: number) =>
  call(listHitTestHistory, { query: { pageNum, pageSize, ...(question ? { question } : {}) } });
export const rerunQuestion = (id: string) => call(rerunHitTest, { body: { id } });
export const deleteQuestions = (ids: string[]) => call(deleteHitTests, { body: { ids } });
/** The app's libraries by name for the picker (the server asks only enabled ones when none is picked). */
export const libraryChoices = () =>
  call(listLibraries, { query: { pageNum: 1, pageSize: 100, sortField: 'name', sortOrder: 'ASC' } }).then(
    (p) => p.list,
  );
