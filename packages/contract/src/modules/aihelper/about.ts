/** About the agent assistant (关于系统, /aihelper/about-system): the version and the module's change log. */
import { defineEndpoint } from '../../endpoint.ts';
import { AboutInfo } from '../aicall/about.ts';

export const getAihelperAbout = defineEndpoint({
  id: 'aihelper.about.get',
  method: 'GET',
  path: '/aihelper-api/about/get',
  access: 'aihelper.about.get',
  response: AboutInfo,
  example: {},
});
