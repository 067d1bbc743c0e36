import type { BodyOf } from '@zhiyu/contract/endpoint';
import { getResourceTree, updateResourceValidity } from '@zhiyu/contract/modules/admin/resource';
import { call } from '../../../platform/request/call.ts';

export const resourceKeys = {
  all: ['admin', 'resource'] as const,
  tree: () => [...resourceKeys.all, 'tree'] as const,
};

export const fetchResourceTree = () => call(getResourceTree);
export const setResourceValidity = (body: BodyOf<typeof updateResourceValidity>) =>
  call(updateResourceValidity, { body });
