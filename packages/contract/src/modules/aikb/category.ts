/**
 * A library's label tree (requirements §5): two levels; add-child only on level 1; add child, edit, delete.
 * Deleting a category that holds items (itself or its children) is refused (160008).
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { Id } from './library.ts';

export const CATEGORY_NAME_MAX = 30;
/** requirements §5 default tree titles (the web locales carry them too). */
export const CATEGORY_ROOT_TITLE = '全部场景';
export const CATEGORY_NEW_TITLE = '新场景';

/** requirements §3 list item fields: id, name, labelName, parentId, children. */
export interface CategoryNode {
  id: string;
  name: string;
  labelName: string;
  parentId: string | null;
  /** Items filed directly under this node. */
  itemCount: number;
  children: CategoryNode[];
}
export const CategoryNode: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    labelName: z.string(),
    parentId: z.string().nullable(),
    itemCount: z.number(),
    children: z.array(CategoryNode),
  }),
);

/** A '/' would break the import's category path (一级/二级), so names cannot hold one. */
export const CategoryName = z
  .string()
  .trim()
  .min(1)
  .max(CATEGORY_NAME_MAX)
  .refine((s) => !s.includes('/'), '分类名称不能包含 / (category names cannot contain /)');

export const getCategoryTree = defineEndpoint({
  id: 'aikb.category.tree',
  method: 'GET',
  path: '/aikb-api/category/tree',
  access: 'aikb.category.tree',
  query: z.object({ libraryId: Id }),
  response: z.array(CategoryNode),
  example: { query: { libraryId: 'kb-none' } },
});

export const createCategory = defineEndpoint({
  id: 'aikb.category.create',
  method: 'POST',
  path: '/aikb-api/category/add',
  access: 'aikb.category.create',
  /** No parent: a level-1 node; a level-1 parent: a level-2 node; a level-2 parent: 160005. */
  body: z.object({ libraryId: Id, parentId: Id.nullable().default(null), name: CategoryName }),
  response: CategoryNode,
  example: { body: { libraryId: 'kb-none', parentId: null, name: '新场景' } },
});

export const updateCategory = defineEndpoint({
  id: 'aikb.category.update',
  method: 'POST',
  path: '/aikb-api/category/edit',
  access: 'aikb.category.update',
  body: z.object({ id: Id, name: CategoryName }),
  response: CategoryNode,
  example: { body: { id: 'cat-none', name: '物流' } },
});

export const deleteCategory = defineEndpoint({
  id: 'aikb.category.delete',
  method: 'POST',
  path: '/aikb-api/category/delete',
  access: 'aikb.category.delete',
  /** A level-1 node goes with its children; refused while any of them holds items. */
  body: z.object({ id: Id }),
  response: z.object({ deleted: z.number() }),
  example: { body: { id: 'cat-none' } },
});
