/** The import panel's calls (spec §7 Import): uploads, jobs, the pictures status, the template, delete-all. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DELETE_ALL_TIMEOUT_MS,
  IMAGE_STATUS_TIMEOUT_MS,
  IMAGE_UPLOAD_TIMEOUT_MS,
  IMPORT_TIMEOUT_MS,
} from '@shop/shared/constants';
import type {
  ImageUploadQueued,
  ImageUploadStatus,
  ImportChoiceList,
  ImportJob,
  ImportJobList,
  ImportPreview,
  ImportPreviewApplyInput,
  ImportResult,
  PricesResult,
} from '@shop/shared/import/schemas';
import { apiClient } from '../../lib/api-client';
import { isActiveStatus } from './report-view';
import { ONCE, requireToken, uploadWithProgress } from './upload';

/** How often a running job is asked about (the brief's 1–2 s). */
export const JOB_POLL_MS = 1500;

export const importKeys = {
  all: ['import'] as const,
  jobs: () => [...importKeys.all, 'jobs'] as const,
  job: (id: string) => [...importKeys.all, 'job', id] as const,
  choices: () => [...importKeys.all, 'choices'] as const,
};

const anyActive = (jobs: ImportJob[] | undefined) => !!jobs?.some((job) => isActiveStatus(job.status));

/** GET /api/import/jobs: past and current imports, newest first. */
export async function fetchJobs(signal?: AbortSignal): Promise<ImportJob[]> {
  const { data } = await apiClient.get<ImportJobList>('/import/jobs', { signal });
  return data.jobs;
}

/** GET /api/import/jobs/:id: a job's phase, percentage and report. */
export async function fetchJob(id: string, signal?: AbortSignal): Promise<ImportJob> {
  const { data } = await apiClient.get<ImportJob>(`/import/jobs/${encodeURIComponent(id)}`, { signal });
  return data;
}

/** The past imports, asked again every 1.5 s while one of them is queued or running. */
export function useImportJobs() {
  return useQuery({
    queryKey: importKeys.jobs(),
    queryFn: ({ signal }) => fetchJobs(signal),
    refetchInterval: (query) => (anyActive(query.state.data) ? JOB_POLL_MS : false),
  });
}

/** One job, asked every 1.5 s while it is queued or running. */
export function useImportJob(id: string) {
  return useQuery({
    queryKey: importKeys.job(id),
    queryFn: ({ signal }) => fetchJob(id, signal),
    refetchInterval: (query) =>
      query.state.data && !isActiveStatus(query.state.data.status) ? false : JOB_POLL_MS,
  });
}

function fileForm(file: File, fields: Record<string, string> = {}): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  // the file goes last: the server reads the other fields before the (large) file arrives
  body.append('file', file);
  return body;
}

type OnProgress = (percent: number) => void;

/** POST /api/import/images (block 3): 202 once the archive is stored and queued. */
export const uploadImages = (file: File, uploadId: string, onProgress: OnProgress) =>
  uploadWithProgress<ImageUploadQueued>('/import/images', fileForm(file, { uploadId }), {
    timeoutMs: IMAGE_UPLOAD_TIMEOUT_MS,
    onProgress,
  });

/** GET /api/import/images/status/:uploadId (15 s; the tracker asks again itself). */
export async function fetchImageStatus(uploadId: string): Promise<ImageUploadStatus> {
  const { data } = await apiClient.get<ImageUploadStatus>(
    `/import/images/status/${encodeURIComponent(uploadId)}`,
    {
      ...ONCE,
      timeout: IMAGE_STATUS_TIMEOUT_MS,
    },
  );
  return data;
}

/** POST /api/import/delete-all with the admin's password (30 s). */
export async function deleteAll(password: string): Promise<{ message?: string }> {
  requireToken();
  const { data } = await apiClient.post<{ message?: string }>(
    '/import/delete-all',
    { password },
    { ...ONCE, timeout: DELETE_ALL_TIMEOUT_MS },
  );
  return data;
}

/** GET /api/import/template.xlsx (with the token, so not a plain link) saved under the server's name. */
export async function downloadTemplate(): Promise<void> {
  requireToken();
  const response = await apiClient.get<Blob>('/import/template.xlsx', { responseType: 'blob' });
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(String(response.headers['content-disposition'] ?? ''));
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The file name a Content-Disposition names (filename* in UTF-8 first). */
export function fileNameOf(disposition: string): string {
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // a broken encoding: fall back to the plain name
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() || 'template.xlsx';
}

/** POST /api/import/previews: the file checked, nothing written (blocks 1 and 4, before 'Загрузить'). */
export const createPreview = (file: File, isCategorized: boolean, onProgress: OnProgress) =>
  uploadWithProgress<ImportPreview>(
    '/import/previews',
    fileForm(file, { isCategorized: String(isCategorized) }),
    { timeoutMs: IMPORT_TIMEOUT_MS, onProgress },
  );

/** POST /api/import/previews/:id/apply: the choices remembered, then today's import (200, or 202 while it runs). */
export async function applyPreview(
  id: string,
  input: ImportPreviewApplyInput,
): Promise<{ status: number; data: ImportResult | PricesResult }> {
  requireToken();
  const response = await apiClient.post<ImportResult | PricesResult>(
    `/import/previews/${encodeURIComponent(id)}/apply`,
    input,
    { ...ONCE, timeout: IMPORT_TIMEOUT_MS },
  );
  return { status: response.status, data: response.data };
}

/** DELETE /api/import/previews/:id ('Отмена'): the file is removed. */
export async function cancelPreview(id: string): Promise<void> {
  requireToken();
  await apiClient.delete(`/import/previews/${encodeURIComponent(id)}`, ONCE);
}

/** GET /api/import/choices: the remembered price type, warehouses and columns, newest first. */
export function useImportChoices() {
  return useQuery({
    queryKey: importKeys.choices(),
    queryFn: async ({ signal }) =>
      (await apiClient.get<ImportChoiceList>('/import/choices', { signal })).data.choices,
  });
}

/** DELETE /api/import/choices/:id ('Сбросить'). */
export function useResetImportChoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      requireToken();
      await apiClient.delete(`/import/choices/${id}`, ONCE);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: importKeys.choices() }),
  });
}
