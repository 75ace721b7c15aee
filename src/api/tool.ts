// Uploads and the image compliance check (docs/product.md#validation, docs/api.md; shapes in docs/api.md).
import { call } from '@/lib/request/client';
import { upload, type UploadOptions } from '@/lib/request/upload';

export const UPLOAD_PATH = '/api/tool/file/upload';

export interface UploadedFile {
  uid: string;
  url: string;
}

/** POST /api/tool/file/upload (multipart: `file` + form field `path`, the cloud upload path) -> {uid, url}. */
export function uploadImage(
  file: Blob,
  fileName: string,
  cloudPath: string,
  options: Omit<UploadOptions, 'fields'> = {},
): Promise<UploadedFile> {
  return upload<UploadedFile>(UPLOAD_PATH, file, fileName, { ...options, fields: { path: cloudPath } });
}

/** POST /api/tool/file/status {code: uid}: a truthy answer means the image is rejected. */
export async function checkImageStatus(uid: string): Promise<boolean> {
  const status = await call<unknown>('/api/tool/file/status', { code: uid });
  return Boolean(status);
}
