import type { ReactNode } from 'react';
import { LoadError } from './load-error';
import { Spinner } from './spinner';

/** The parts of a TanStack query result this needs. */
interface QueryState<Data> {
  data: Data | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface WithQueryProps<Data> {
  query: QueryState<Data>;
  /** shown with 'Повторить' when the first load fails */
  errorMessage: string;
  children: (data: Data) => ReactNode;
}

/**
 * Renders `children` with the query's data once it has loaded (a failed refetch keeps it): a spinner
 * until then, and the failure with 'Повторить' instead.
 */
export function WithQuery<Data>({ query, errorMessage, children }: WithQueryProps<Data>) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <LoadError message={errorMessage} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }
  return <Spinner />;
}
