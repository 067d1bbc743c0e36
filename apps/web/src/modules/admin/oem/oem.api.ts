import type { BodyOf } from '@zhiyu/contract/endpoint';
import { getOem, listOem, updateOem, uploadOemImage } from '@zhiyu/contract/modules/admin/oem';
import type { Uploaded } from '../../../components/upload/upload.api.ts';
import { call } from '../../../platform/request/call.ts';
import { postMultipart } from '../../../platform/request/upload.ts';

/** Query keys of OEM data (requirements D3.7); a save invalidates `all`. */
export const oemKeys = {
  all: ['admin', 'oem'] as const,
  channels: (name: string) => [...oemKeys.all, 'channels', name] as const,
  one: (channelId: string) => [...oemKeys.all, 'one', channelId] as const,
};

/** The channels the caller may brand (a channel admin gets their own only). */
export const fetchOemChannels = (name: string) =>
  call(listOem, { query: { pageNum: 1, pageSize: 100, ...(name ? { name } : {}) } });
export const fetchOem = (channelId: string) => call(getOem, { query: { channelId } });
export const saveOem = (body: BodyOf<typeof updateOem>) => call(updateOem, { body });

/** A logo or favicon for the channel: checked again by content, extension and 64 KB on the server. */
export function uploadOemFile(channelId: string, file: File): Promise<Uploaded> {
  const form = new FormData();
  form.append('files', file);
  return postMultipart<Uploaded>(uploadOemImage.path, form, { query: { channelId } });
}
