import { Skeleton } from '../../../ui/skeleton';

/** Grey product cards in the ProductCardGrid layout while a product list loads. */
export function ProductCardSkeletonGrid({ count }: { count: number }) {
  return (
    <ul aria-hidden="true" className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
          <Skeleton className="aspect-square rounded-none" />
          <div className="space-y-2 p-3">
            <Skeleton className="h-5 w-20 rounded-full" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-6 w-24" />
            <Skeleton className="h-11 w-full" />
          </div>
        </li>
      ))}
    </ul>
  );
}
