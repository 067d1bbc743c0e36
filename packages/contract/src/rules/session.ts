/**
 * Local client state keys (requirements §3) and what survives a logout (requirements §4): everything is cleared
 * except the agreement-accepted flag, uuid and channelId, and channel history is kept.
 */
export const STORAGE_KEYS = {
  appId: 'appId',
  channelId: 'channelId',
  botTypes: 'botTypes',
  userInfo: 'userInfo',
  navData: 'nav_data',
  apiWhiteList: 'apiWhiteList',
  btnWhiteList: 'btnWhiteList',
  channelHistory: 'channelHistory',
  authorization: 'authorization',
  refreshToken: 'refreshToken',
  tokenExpiresAt: 'tokenExpiresAt',
  sdkToken: 'sdkToken',
  sdkLastTime: 'sdklastTime',
  oem: 'oem',
  corpId: 'corpId',
  uuid: 'uuid',
  currentOrg: 'currentOrg',
  agreement: 'agreementAccepted',
  language: 'language',
} as const;

export const KEPT_ON_LOGOUT: readonly string[] = [
  STORAGE_KEYS.agreement,
  STORAGE_KEYS.uuid,
  STORAGE_KEYS.channelId,
  STORAGE_KEYS.channelHistory,
  STORAGE_KEYS.language,
];

/** Headers the web client sends (requirements §7). */
export const HEADERS = {
  apiVersion: 'api-version',
  appId: 'appid',
  sdkToken: 'sdktoken',
  authorization: 'authorization',
  requestId: 'request-id',
  refreshToken: 'refresh-token',
  language: 'accept-language',
} as const;
export const API_VERSION = '5.2.0';
/** The fixed platform application id used when none is chosen (requirements §9). */
export const DEFAULT_APP_ID = '10000000';

/** Bot types (requirements §3). */
export const BOT_TYPES = {
  outbound: 0,
  inbound: 1,
  assistant: 2,
  text: 3,
  practice: 4,
  knowledgeBase: 5,
  qualityInspection: 6,
} as const;
