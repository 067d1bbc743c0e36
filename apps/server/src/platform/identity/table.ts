import type { Level, ModuleKey } from '@zhiyu/contract/nav';
import { boolean, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '../db/columns.ts';

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
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('users_tenant_idx').on(t.tenantId, t.createdAt, t.id),
    index('users_channel_idx').on(t.channelId, t.createdAt, t.id),
    index('users_created_idx').on(t.createdAt, t.id),
    // Substring search (ILIKE '%…%') on names: trigram indexes, CJK included.
    index('users_username_trgm_idx').using('gin', t.username.op('gin_trgm_ops')),
    index('users_nickname_trgm_idx').using('gin', t.nickname.op('gin_trgm_ops')),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: text('id').primaryKey(),
    level: text('level').$type<'channel' | 'tenant'>().notNull(),
    channelId: text('channel_id'),
    tenantId: text('tenant_id'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('roles_tenant_idx').on(t.tenantId), index('roles_channel_idx').on(t.channelId)],
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
  /** Validity (requirements §3): 0 valid, 1 invalid. Set by operators; an invalid resource is granted to no one. */
  validity: smallint('validity').$type<0 | 1>().notNull().default(0),
});

export const roleResources = pgTable(
  'role_resources',
  {
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    resourceId: text('resource_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.resourceId] }), index('role_resources_resource_idx').on(t.resourceId)],
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
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);
