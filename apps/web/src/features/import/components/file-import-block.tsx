import { useId, useState } from 'react';
import { Download, FileCode2, FileSpreadsheet, Tags } from 'lucide-react';
import { toast } from 'react-toastify';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import { IMPORT_TEXTS } from '@shop/shared/import/texts';
import { buttonClass } from '../../../ui/button';
import { downloadTemplate } from '../api';
import { importErrorMessage } from '../upload';
import { useFileImport } from '../use-file-import';
import type { FileImportKind } from '../use-file-import';
import { ImportBlock } from './import-block';
import { ImportPreviewView } from './import-preview';
import { ImportReportView } from './import-report';
import { JobProgress, UploadProgress } from './job-progress';

const P = ADMIN_PAGES.import;
const ICONS = { catalog: FileSpreadsheet, import01: FileCode2, prices: Tags } as const;

/** Blocks 1, 2 and 4 of the panel: a catalogue or prices file sent, its job followed, its report shown. */
export function FileImportBlock({
  kind,
  onCatalogueChanged,
}: {
  kind: FileImportKind;
  onCatalogueChanged: () => void;
}) {
  const upload = useFileImport(kind, onCatalogueChanged);
  const { stage } = upload;
  return (
    <ImportBlock
      kind={kind}
      icon={ICONS[kind]}
      busy={upload.busy}
      error={
        stage.name === 'failed' ? stage.message : stage.name === 'preview' ? (stage.error ?? null) : null
      }
      onFile={upload.chooseFile}
      onSubmit={() => void upload.submit()}
      options={
        kind !== 'prices' && (
          <>
            <CategoriesCheckbox
              checked={upload.isCategorized}
              disabled={upload.busy}
              onChange={upload.setIsCategorized}
            />
            {kind === 'catalog' && <TemplateButton />}
          </>
        )
      }
    >
      {stage.name === 'checking' &&
        (stage.percent < 100 ? (
          <UploadProgress percent={stage.percent} />
        ) : (
          <p className="text-sm text-slate-600" role="status">
            {P.preview.checking}
          </p>
        ))}
      {stage.name === 'preview' && (
        <ImportPreviewView
          key={stage.preview.id}
          preview={stage.preview}
          onApply={(input) => void upload.apply(input)}
          onCancel={() => void upload.cancel()}
        />
      )}
      {stage.name === 'uploading' && <UploadProgress percent={stage.percent} />}
      {stage.name === 'processing' &&
        (stage.job ? (
          <JobProgress job={stage.job} />
        ) : (
          <p className="text-sm text-slate-600" role="status">
            {P.serverWorking}
          </p>
        ))}
      {stage.name === 'done' && (
        <div className="space-y-2 border-t border-slate-100 pt-4">
          <h3 className="font-semibold text-slate-900">{P.report.title}</h3>
          <ImportReportView report={stage.report} kind={stage.kind} />
        </div>
      )}
    </ImportBlock>
  );
}

function CategoriesCheckbox({
  checked,
  disabled,
  onChange,
}: {
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const hintId = useId();
  return (
    <div>
      <label className="inline-flex min-h-11 cursor-pointer items-center gap-2.5 text-sm font-medium text-slate-800 select-none">
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={hintId}
          className="size-5 cursor-pointer rounded accent-brand-600"
        />
        {P.isCategorized}
      </label>
      <p id={hintId} className="text-sm text-slate-500">
        {P.isCategorizedHint}
      </p>
    </div>
  );
}

/** 'Скачать шаблон XLSX': the server's template, fetched with the token. */
function TemplateButton() {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadTemplate();
    } catch (error) {
      toast.error(importErrorMessage(error, IMPORT_TEXTS.panel.templateFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void download()}
      disabled={busy}
      className={buttonClass('ghost', 'self-start px-2 text-brand-700 underline-offset-4 hover:underline')}
    >
      <Download aria-hidden="true" className="size-4" />
      {P.template}
    </button>
  );
}
