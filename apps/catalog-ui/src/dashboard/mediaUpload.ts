import type { MediaUploadResultDto } from '@ped/contracts/catalog';
import { MEDIA_UPLOAD_FIELD } from '@ped/contracts/options';
import { throwIfResNotOk } from '@ped/web-kit';

/** The image files the upload routes take (the server checks the bytes; this only narrows the picker). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

/** POST a file as the upload routes take it (multipart, field `file`), with the session's cookies. */
export async function uploadImage(path: string, file: File): Promise<MediaUploadResultDto> {
  const form = new FormData();
  form.append(MEDIA_UPLOAD_FIELD, file, file.name);
  const res = await fetch(path, { method: 'POST', body: form, credentials: 'include' });
  await throwIfResNotOk(res);
  return (await res.json()) as MediaUploadResultDto;
}
