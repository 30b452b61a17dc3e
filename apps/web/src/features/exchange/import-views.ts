import type { ComponentType } from 'react';
import type { ImportJob, ImportReport } from '@shop/shared/import/schemas';

/** The import panel's views a session shows its imports with; the page hands them in. */
export interface ImportViews {
  Report: ComponentType<{ report: ImportReport; kind: ImportJob['kind'] }>;
  Progress: ComponentType<{ job: Pick<ImportJob, 'status' | 'phase' | 'percent'> }>;
}
