import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
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

/** A mutation around an admin form's `save` (new record without `id`); the queries of `staleKeys` reload. */
export function useSaveRecord<Write, Saved>(
  save: (write: Write, id?: number) => Promise<Saved>,
  staleKeys: (saved: Saved) => QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ write, id }: { write: Write; id?: number }) => save(write, id),
    onSuccess: (saved) =>
      Promise.all(staleKeys(saved).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** DELETE `collection/id` (the server answers with a message); the queries under `staleKey` reload. */
export function useDeleteRecord(collection: string, staleKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const { data } = await apiClient.delete<{ message: string }>(`${collection}/${id}`);
      return data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staleKey }),
  });
}
