import { getHomeSummary } from '@zhiyu/contract/modules/admin/home';
import { call } from '../../../platform/request/call.ts';

/** Query keys of the workspace home (requirements D3.7); the organisation acted in is part of the key. */
export const homeKeys = {
  all: ['index', 'home'] as const,
  summary: (org: string) => [...homeKeys.all, 'summary', org] as const,
};

export const HOME_SUMMARY_CODE = 'admin.home.summary';

export const fetchHomeSummary = () => call(getHomeSummary);
