import { apiClient } from './api-client';

/**
 * An admin form's save (spec §7): POST `collection` for a new record, PUT `collection/id` for an
 * existing one. Returns the record as the server stored it.
 */
export async function saveRecord<Saved>(collection: string, id: number | undefined, body: FormData) {
  const { data } =
    id === undefined
      ? await apiClient.post<Saved>(collection, body)
      : await apiClient.put<Saved>(`${collection}/${id}`, body);
  return data;
}
