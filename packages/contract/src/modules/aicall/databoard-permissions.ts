import { definePermissions, screenPermissions as screen } from '../../permissions.ts';

/** The six data boards (issue 6): each reads (`stat`) and exports its table (`export`). */
export const DATABOARD_PERMISSIONS = definePermissions([
  ...screen('aicall', '/aicall/data-board/outbound', 'boardOutbound', ['stat', 'export'], ['export']),
  ...screen('aicall', '/aicall/data-board/overview', 'boardOverview', ['stat', 'export'], ['export']),
  ...screen('aicall', '/aicall/data-board/hotAnalysis', 'boardHot', ['stat', 'export'], ['export']),
  ...screen('aicall', '/aicall/data-board/modelAnalysis', 'boardModel', ['stat', 'export'], ['export']),
  ...screen('aicall', '/aicall/data-board/hangupNode', 'boardHangup', ['stat', 'export'], ['export']),
  ...screen('aicall', '/aicall/data-board/tags', 'boardTags', ['stat', 'export'], ['export']),
]);
