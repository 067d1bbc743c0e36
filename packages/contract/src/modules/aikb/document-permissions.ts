import { definePermissions, screenPermissions as screen } from '../../permissions.ts';

/** Document knowledge, a part of the library screen (issue 7 §1): documents and their segments. */
export const DOCUMENT_PERMISSIONS = definePermissions([
  ...screen(
    'aikb',
    '/aikb/words-library',
    'document',
    ['list', 'upload', 'delete', 'segmentList', 'segmentEdit', 'segmentStatus'],
    ['upload', 'delete', 'segments', 'segmentEdit', 'segmentStatus'],
  ),
]);
