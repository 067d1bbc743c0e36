import {
  applyDiagnosisFix,
  type DiagnosisRow,
  getDiagnosis,
  listDiagnoses,
  runDiagnosis,
} from '@zhiyu/contract/modules/learnself/diagnosis';
import { call } from '../../../platform/request/call.ts';

/** Query keys of semantic diagnoses (requirements D3.7). */
export const diagnosisKeys = {
  all: ['learnself', 'diagnosis'] as const,
  list: () => [...diagnosisKeys.all, 'list'] as const,
  one: (id: string) => [...diagnosisKeys.all, 'one', id] as const,
};

/** The address parameter holding the open diagnosis (a reload or a shared link reopens it). */
export const DIAGNOSIS_PARAM = 'diagnosis';

export type DiagnosisDetail = Awaited<ReturnType<typeof fetchDiagnosis>>;

export const fetchDiagnoses = (pageNum: number, pageSize: number) =>
  call(listDiagnoses, { query: { pageNum, pageSize } });
export const fetchDiagnosis = (id: string) => call(getDiagnosis, { query: { id } });
export const startDiagnosis = (versionId: string) => call(runDiagnosis, { body: { versionId } });
export const applyFix = (id: string, findingId: string) => call(applyDiagnosisFix, { body: { id, findingId } });

/** A diagnosis as a list row: its read without the findings and the matrix (the list keeps rows small). */
export async function fetchDiagnosisRow(id: string): Promise<DiagnosisRow> {
  const { findings: _f, labels: _l, matrix: _m, ...row } = await fetchDiagnosis(id);
  return row;
}
