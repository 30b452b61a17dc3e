import { notFoundHead, useDocumentHead } from '../../lib/head';
import { NotFoundView } from '../../ui/not-found-view';

export function NotFoundPage() {
  useDocumentHead(notFoundHead());
  return <NotFoundView />;
}
