/**
 * The resource tree of /aiadmin/tenant/resource (operator only). Resources are declared in code
 * (nav tree + permission registry) and synced at every start, so this screen lists them and edits
 * their validity only; it never creates or deletes one.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';

/** requirements §3 validity: 0 valid, 1 invalid. */
export const Validity = z.union([z.literal(0), z.literal(1)]);
export type Validity = z.infer<typeof Validity>;

export const ResourceNode = z.object({
  id: z.string(),
  /** requirements §3 resource types: 0 directory, 1 menu, 2 button, 3 interface. */
  type: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  parentId: z.string().nullable(),
  module: z.string(),
  level: z.enum(['platform', 'channel', 'tenant']),
  validity: Validity,
  /** Pages every signed-in user has whatever the grants; their validity cannot change. */
  always: z.boolean(),
  /** Roles holding this resource. */
  roleCount: z.number(),
});
export type ResourceNode = z.infer<typeof ResourceNode>;

export const getResourceTree = defineEndpoint({
  id: 'admin.resource.tree',
  method: 'GET',
  path: '/ai-admin/resource/tree',
  access: 'admin.resource.tree',
  response: z.object({ nodes: z.array(ResourceNode) }),
  example: {},
});

export const ResourceValidityInput = z.object({
  id: z.string().trim().min(1).max(120),
  validity: Validity,
  /** Confirmed by the user: remove the grants of every role holding the resource (or a node below it). */
  cascade: z.boolean().default(false),
});
export type ResourceValidityInput = z.input<typeof ResourceValidityInput>;

export const updateResourceValidity = defineEndpoint({
  id: 'admin.resource.update',
  method: 'POST',
  path: '/ai-admin/resource/validity',
  access: 'admin.resource.update',
  body: ResourceValidityInput,
  response: z.object({
    /** Resources whose validity changed: the node and the nodes below it. */
    changed: z.array(z.string()),
    /** Grants removed by the cascade. */
    revokedGrants: z.number(),
  }),
  // Setting a valid page valid again: valid input that changes nothing.
  example: { body: { id: '/aiadmin/OEM', validity: 0, cascade: false } },
});
