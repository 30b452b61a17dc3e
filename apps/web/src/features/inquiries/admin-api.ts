import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { INQUIRIES_PAGE_SIZE } from '@shop/shared/inquiries/schemas';
import type { Inquiry, InquiryList, InquiryStatus, InquiryType } from '@shop/shared/inquiries/schemas';
import { apiClient } from '../../lib/api-client';

/** One page of the admin list: the filters (null: all) and the 1-based page. */
export interface InquiriesParams {
  type: InquiryType | null;
  status: InquiryStatus | null;
  page: number;
}

export const inquiryKeys = {
  all: ['admin-inquiries'] as const,
  page: (params: InquiriesParams) => [...inquiryKeys.all, params] as const,
};

/** GET /api/inquiries?type=&status=&limit=&offset= (admin): newest first, with each one's delivery. */
export async function fetchInquiries(params: InquiriesParams, signal?: AbortSignal): Promise<InquiryList> {
  const { data } = await apiClient.get<InquiryList>('/inquiries', {
    params: {
      type: params.type ?? undefined,
      status: params.status ?? undefined,
      limit: INQUIRIES_PAGE_SIZE,
      offset: (params.page - 1) * INQUIRIES_PAGE_SIZE,
    },
    signal,
  });
  return data;
}

/** While a shown inquiry still waits to reach Telegram or the e-mail, the list is asked again this often. */
export const DELIVERY_REFRESH_MS = 5_000;

/** The list's refresh: every DELIVERY_REFRESH_MS while a delivery is pending, otherwise none. */
export function deliveryRefreshInterval(list: InquiryList | undefined): number | false {
  const waiting = list?.items.some((inquiry) => inquiry.delivery.some((item) => item.state === 'pending'));
  return waiting ? DELIVERY_REFRESH_MS : false;
}

export function useInquiries(params: InquiriesParams) {
  return useQuery({
    queryKey: inquiryKeys.page(params),
    queryFn: ({ signal }) => fetchInquiries(params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => deliveryRefreshInterval(query.state.data),
  });
}

/** PUT /api/inquiries/:id {status} (admin); on success every loaded page reloads. */
export function useUpdateInquiryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: number; status: InquiryStatus }) => {
      const { data } = await apiClient.put<Inquiry>(`/inquiries/${id}`, { status });
      return data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inquiryKeys.all }),
  });
}
