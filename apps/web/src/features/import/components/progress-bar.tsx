interface ProgressBarProps {
  /** what is measured ('Загрузка файла на сервер'), the bar's accessible name */
  name: string;
  /** the visible line above the bar ('Файл загружен на 45 %') */
  label: string;
  /** 0–100 */
  percent: number;
}

/** A labelled progress bar: the text says it, the bar shows it, screen readers hear both. */
export function ProgressBar({ name, label, percent }: ProgressBarProps) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className="space-y-1.5">
      <p className="text-sm font-medium text-slate-700" aria-live="polite">
        {label}
      </p>
      <div
        role="progressbar"
        aria-label={name}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={label}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-300"
          style={{ width: `${value}%` }}
        />
      </div>
    </div>
  );
}
