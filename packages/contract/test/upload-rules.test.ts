import { describe, expect, it } from 'vitest';
import { formatMessage } from '../src/errors.ts';
import {
  checkFile,
  checkImage,
  FILE_UPLOAD_DEFAULT_LIMIT,
  IMPORT_EXTENSIONS,
  PICTURE_EXTENSIONS,
  PICTURE_MAX_BYTES,
  TAG_IMPORT_MAX_ROWS,
  UPLOAD_MESSAGES,
  UPLOAD_WIDTH,
  type UploadProblem,
} from '../src/rules/upload.ts';

const text = (p: UploadProblem | null) =>
  p ? formatMessage(UPLOAD_MESSAGES[p.key], 'n' in p ? { n: p.n } : {}) : null;

describe('upload rules (requirements §5, §9)', () => {
  it('image: not an image / image format mismatch / avatar image size must not exceed 64KB', () => {
    expect(text(checkImage({ name: 'a.png', type: 'text/plain', size: 1 }))).toBe('not an image');
    expect(text(checkImage({ name: 'a.tiff', type: 'image/tiff', size: 1 }))).toBe('image format mismatch');
    expect(text(checkImage({ name: 'a.png', type: 'image/png', size: 64 * 1024 + 1 }, { limitSize: true }))).toBe(
      'avatar image size must not exceed 64KB',
    );
    expect(checkImage({ name: 'a.png', type: 'image/png', size: 64 * 1024 + 1 })).toBeNull();
    expect(checkImage({ name: 'A.PNG', type: 'image/png', size: 64 * 1024 }, { limitSize: true })).toBeNull();
  });
  it('form picture: png, jpeg, jpg under 1 MB', () => {
    expect(PICTURE_EXTENSIONS).toEqual(['png', 'jpeg', 'jpg']);
    const o = { extensions: PICTURE_EXTENSIONS, limitSize: true, maxBytes: PICTURE_MAX_BYTES };
    expect(checkImage({ name: 'a.gif', type: 'image/gif', size: 1 }, o)?.key).toBe('imageFormat');
    expect(checkImage({ name: 'a.jpg', type: 'image/jpeg', size: 1024 * 1024 + 1 }, o)?.key).toBe('imageSize');
    // "Under 1MB": exactly 1 MiB is refused, one byte less is taken.
    expect(checkImage({ name: 'a.jpg', type: 'image/jpeg', size: 1024 * 1024 }, o)?.key).toBe('imageSize');
    expect(checkImage({ name: 'a.jpg', type: 'image/jpeg', size: 1024 * 1024 - 1 }, o)).toBeNull();
    expect(checkImage({ name: 'a.jpeg', type: 'image/jpeg', size: 1000 }, o)).toBeNull();
  });
  it('file: 文件格式不匹配 / 文件数量超出{n}条限制，请删除后再上传！ / 上传文件不能超过{n}M', () => {
    expect(text(checkFile({ name: 'a.txt', size: 1 }, { accept: ['.xlsx'] }))).toBe('文件格式不匹配');
    expect(text(checkFile({ name: 'a.xlsx', size: 1 }, { accept: ['.xlsx'], existing: 1 }))).toBe(
      '文件数量超出1条限制，请删除后再上传！',
    );
    expect(text(checkFile({ name: 'a.xlsx', size: 3 * 1024 * 1024 }, { limit: 5, maxMB: 2 }))).toBe(
      '上传文件不能超过2M',
    );
    expect(checkFile({ name: 'a.XLSX', size: 1 }, { accept: ['.xlsx'] })).toBeNull();
  });
  it('constants of §9', () => {
    expect([FILE_UPLOAD_DEFAULT_LIMIT, UPLOAD_WIDTH, TAG_IMPORT_MAX_ROWS]).toEqual([1, 600, 100]);
    expect(IMPORT_EXTENSIONS).toEqual(['.xlsx', '.xls']);
  });
});
