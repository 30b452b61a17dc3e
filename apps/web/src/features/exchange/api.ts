/** The 'Обмен с 1С' section's calls (issue 14): settings, past sessions and their replay, the status map. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ExchangeSessionList,
  ExchangeSessionSummary,
  ExchangeSettings,
  ExchangeSettingsUpdate,
  ExchangeStatusMapping,
  ExchangeStatusMappingInput,
} from '@shop/shared/exchange/schemas';
import { apiClient } from '../../lib/api-client';
import { isActiveSession } from './session-view';

/** How often the sessions are asked again while one of them is still running. */
export const SESSIONS_REFRESH_MS = 3_000;

/** How often they are asked otherwise, so an exchange 1C starts shows up without reloading the page. */
export const SESSIONS_IDLE_REFRESH_MS = 15_000;

/** Sessions the page shows. */
export const SESSIONS_SHOWN = 20;

export const exchangeKeys = {
  all: ['admin-exchange'] as const,
  settings: () => [...exchangeKeys.all, 'settings'] as const,
  sessions: () => [...exchangeKeys.all, 'sessions'] as const,
  statusMap: () => [...exchangeKeys.all, 'status-map'] as const,
};

/** The sessions' refresh: every few seconds while one is running, slower otherwise. */
export function sessionsRefreshInterval(
  sessions: ExchangeSessionSummary[] | undefined,
  now = Date.now(),
): number {
  return sessions?.some((session) => isActiveSession(session, now))
    ? SESSIONS_REFRESH_MS
    : SESSIONS_IDLE_REFRESH_MS;
}

export function useExchangeSettings() {
  return useQuery({
    queryKey: exchangeKeys.settings(),
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get<ExchangeSettings>('/exchange/settings', { signal });
      return data;
    },
  });
}

/** PUT /api/exchange/settings with any subset; the answer is the settings as they are now. */
export function useUpdateExchangeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: ExchangeSettingsUpdate) => {
      const { data } = await apiClient.put<ExchangeSettings>('/exchange/settings', update);
      return data;
    },
    onSuccess: (settings) => queryClient.setQueryData(exchangeKeys.settings(), settings),
  });
}

/** GET /api/exchange/sessions: newest first, asked again every few seconds while one runs. */
export function useExchangeSessions() {
  return useQuery({
    queryKey: exchangeKeys.sessions(),
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get<ExchangeSessionList>('/exchange/sessions', {
        params: { limit: SESSIONS_SHOWN },
        signal,
      });
      return data.sessions;
    },
    refetchInterval: (query) => sessionsRefreshInterval(query.state.data),
  });
}

/** POST /api/exchange/sessions/:id/replay: the kept files are imported again as a new session. */
export function useReplaySession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiClient.post(`/exchange/sessions/${encodeURIComponent(id)}/replay`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: exchangeKeys.sessions() }),
  });
}

/** GET /api/exchange/status-map: the rows, ordered by requisite and value. */
export function useStatusMap() {
  return useQuery({
    queryKey: exchangeKeys.statusMap(),
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get<ExchangeStatusMapping[]>('/exchange/status-map', { signal });
      return data;
    },
  });
}

/** POST /api/exchange/status-map (id null: a new row) or PUT /api/exchange/status-map/:id. */
export function useSaveStatusMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number | null; input: ExchangeStatusMappingInput }) => {
      if (id === null) await apiClient.post('/exchange/status-map', input);
      else await apiClient.put(`/exchange/status-map/${id}`, input);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exchangeKeys.statusMap() }),
  });
}

export function useDeleteStatusMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiClient.delete(`/exchange/status-map/${id}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exchangeKeys.statusMap() }),
  });
}
