/** About the system (关于系统, /aicall/log): the product version and its change log, in both languages. */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';

export const ChangeEntry = z.object({
  version: z.string(),
  /** YYYY-MM-DD. */
  date: z.string(),
  zh: z.array(z.string()),
  en: z.array(z.string()),
});
export type ChangeEntry = z.infer<typeof ChangeEntry>;

export const AboutInfo = z.object({
  version: z.string(),
  changelog: z.array(ChangeEntry),
});
export type AboutInfo = z.infer<typeof AboutInfo>;

export const getAbout = defineEndpoint({
  id: 'aicall.about.get',
  method: 'GET',
  path: '/v1/aicall-web/about/get',
  access: 'aicall.about.get',
  response: AboutInfo,
  example: {},
});
