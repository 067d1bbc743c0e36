import type { Level, ModuleKey } from '@zhiyu/contract/nav';
import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns.ts';

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    nickname: text('nickname').notNull(),
    language: text('language').$type<'zh-CN' | 'en-US'>().notNull().default('zh-CN'),
    level: text('level').$type<Level>().notNull(),
    channelId: text('channel_id'),
    tenantId: text('tenant_id'),
    appId: text('app_id'),
    status: text('status').$type<'enabled' | 'disabled'>().notNull().default('enabled'),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    avatar: text('avatar'),
    createdAt: createdAt(),
  },
  (t) => [index('users_tenant_idx').on(t.tenantId), index('users_channel_idx').on(t.channelId)],
);

export const roles = pgTable(
  'roles',
  {
    id: text('id').primaryKey(),
    level: text('level').$type<'channel' | 'tenant'>().notNull(),
    channelId: text('channel_id'),
    tenantId: text('tenant_id'),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('roles_tenant_idx').on(t.tenantId)],
);

/** Seeded from the contract registry on every start; grants point at these ids. */
export const resources = pgTable('resources', {
  id: text('id').primaryKey(),
  type: integer('type').$type<0 | 1 | 2 | 3>().notNull(),
  parentId: text('parent_id'),
  module: text('module').$type<ModuleKey>().notNull(),
  level: text('level').$type<Level>().notNull(),
  always: boolean('always').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

export const roleResources = pgTable(
  'role_resources',
  {
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    resourceId: text('resource_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.resourceId] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);
