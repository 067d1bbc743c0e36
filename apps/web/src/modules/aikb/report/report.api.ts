import { listReportOptions } from '@zhiyu/contract/modules/aikb/report';
import { call } from '../../../platform/request/call.ts';

/** Query keys of the reports (requirements D3.7): each report's data lives under `all`. */
export const reportKeys = {
  all: ['aikb', 'report'] as const,
  options: () => [...reportKeys.all, 'options'] as const,
  report: (name: string, query: object) => [...reportKeys.all, name, query] as const,
};

export const fetchReportOptions = () => call(listReportOptions, {});
