import type { ErrorDef } from '../../errors.ts';

/** Knowledge base: libraries, label tree, knowledge items (issue 7 §1): 160001–160019 (160011–160015: the tenant's synonyms). */
export const KB_ERRORS = {
  '160001': {
    status: 409,
    behaviour: 'toast',
    zh: '知识库名称已存在',
    en: 'A library of this name already exists',
  },
  '160002': { status: 404, behaviour: 'toast', zh: '知识库不存在', en: 'Library not found' },
  '160003': { status: 404, behaviour: 'toast', zh: '知识不存在', en: 'Knowledge item not found' },
  '160004': {
    status: 404,
    behaviour: 'toast',
    zh: '分类不存在或不属于该知识库',
    en: 'Category not found in this library',
  },
  '160005': {
    status: 400,
    behaviour: 'toast',
    zh: '分类最多两级，二级分类下不能再添加子分类',
    en: 'The label tree has two levels; a level-2 category cannot have children',
  },
  '160006': {
    status: 409,
    behaviour: 'toast',
    zh: '标准问题已存在',
    en: 'This standard question already exists in the library',
  },
  '160007': {
    status: 400,
    behaviour: 'toast',
    zh: '生效时间的结束不能早于开始',
    en: 'The effective period ends before it starts',
  },
  '160008': {
    status: 409,
    behaviour: 'toast',
    zh: '该分类下仍有{n}条知识，请先移走或删除',
    en: 'The category still holds {n} items; move or delete them first',
  },
  '160009': {
    status: 400,
    behaviour: 'toast',
    zh: '相似问题不能与标准问题相同',
    en: 'A similar question cannot equal the standard question',
  },
  '160010': {
    status: 400,
    behaviour: 'toast',
    zh: '答案不能为空',
    en: 'The answer cannot be empty',
  },
  '160011': {
    status: 400,
    behaviour: 'toast',
    zh: '同一组同义词中有重复的词「{w}」',
    en: 'The word "{w}" appears twice in the group',
  },
  '160012': {
    status: 409,
    behaviour: 'toast',
    zh: '「{w}」已在另一组同义词中',
    en: '"{w}" is already in another synonym group',
  },
  '160013': {
    status: 400,
    behaviour: 'toast',
    zh: '同义词不能是单个汉字：「{w}」',
    en: 'A synonym cannot be a single Chinese character: "{w}"',
  },
  '160014': { status: 404, behaviour: 'toast', zh: '同义词组不存在', en: 'Synonym group not found' },
  '160015': {
    status: 400,
    behaviour: 'toast',
    zh: '同义词组已达上限（{n}组）',
    en: 'The synonym groups are at their limit ({n})',
  },
  '160016': { status: 400, behaviour: 'toast', zh: '「{w}」不是一个词', en: '"{w}" is not a word' },
} as const satisfies Record<string, ErrorDef>;
