/**
 * OEM branding of a channel (/aiadmin/OEM, requirements §1, §5 image rules). A channel admin edits their
 * own channel; the operator picks any channel. What is saved is shown by getLoginPageConfig (by
 * host or channelId) and in the layout of that channel's users on their next page load.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { PageQuery, pageOf } from '../../list.ts';
import { StoredFile } from './files.ts';

export const OEM_TITLE_MAX = 50;
export const OEM_ABBREVIATION_MAX = 20;
export const OEM_COPYRIGHT_MAX = 100;
/** Logo and favicon follow the avatar rules of requirements §5/§9: one image of at most 64 KB. */
export const OEM_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp'] as const;

const channelId = z.string().trim().min(1).max(64);
/** An image uploaded through `uploadOemImage`: its address `/ai-admin/public/files/view?id=…`, or none. */
const image = z.string().trim().max(300).nullable();

export const OemRow = z.object({
  channelId: z.string(),
  channelName: z.string(),
  /** Host whose login page shows this brand ('' when none is set). */
  host: z.string(),
  /** Stored values; '' means "the platform's own" (the login page and layout fall back to it). */
  title: z.string(),
  titleEn: z.string(),
  abbreviation: z.string(),
  copyright: z.string(),
  logo: z.string().nullable(),
  favicon: z.string().nullable(),
  updatedAt: z.number(),
});
export type OemRow = z.infer<typeof OemRow>;

export const OemInput = z.object({
  channelId,
  title: z.string().trim().max(OEM_TITLE_MAX).default(''),
  titleEn: z.string().trim().max(OEM_TITLE_MAX).default(''),
  abbreviation: z.string().trim().max(OEM_ABBREVIATION_MAX).default(''),
  copyright: z.string().trim().max(OEM_COPYRIGHT_MAX).default(''),
  logo: image.default(null),
  favicon: image.default(null),
});
export type OemInput = z.input<typeof OemInput>;

export const listOem = defineEndpoint({
  id: 'admin.oem.list',
  method: 'GET',
  path: '/ai-admin/oem/list',
  access: 'admin.oem.list',
  /** The channels the caller may brand (a channel admin: their own), by name. */
  query: PageQuery.extend({ name: z.string().trim().max(64).optional() }),
  response: pageOf(OemRow),
  example: { query: { pageNum: 1, pageSize: 10 } },
});

export const getOem = defineEndpoint({
  id: 'admin.oem.get',
  method: 'GET',
  path: '/ai-admin/oem/get',
  access: 'admin.oem.list',
  query: z.object({ channelId }),
  response: OemRow,
  example: { query: { channelId: '1001' } },
});

export const updateOem = defineEndpoint({
  id: 'admin.oem.update',
  method: 'POST',
  path: '/ai-admin/oem/update',
  access: 'admin.oem.update',
  body: OemInput,
  response: OemRow,
  // A channel nobody has: valid input, answered 100002, changes nothing.
  example: { body: { channelId: 'channel-none', title: '示例', abbreviation: '示例' } },
});

/**
 * Multipart upload of a logo or favicon for a channel (one file in field `files`): an image by
 * content ('not an image'), an allowed extension ('image format mismatch'), at most 64 KB.
 */
export const uploadOemImage = defineEndpoint({
  id: 'admin.oem.upload',
  method: 'POST',
  path: '/ai-admin/oem/upload',
  access: 'admin.oem.update',
  query: z.object({ channelId }),
  response: StoredFile,
  example: { query: { channelId: '1001' } },
});
