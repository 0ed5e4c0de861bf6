/**
 * A fieldset of packages to tick (a package's allowed upgrades, the packages a reseller may sell),
 * each by name and code with its status when not active. The form keeps the ids chosen.
 */
export interface ChecklistPackage {
  id: string;
  name: string;
  code: string;
  status: string;
}

export interface PackageChecklistProps {
  legend: string;
  packages: ChecklistPackage[];
  chosen: string[];
  /** Shown instead of the list when `packages` is empty. */
  empty: string;
  onChange: (chosen: string[]) => void;
  error?: string | undefined;
  disabled: boolean;
}

export function PackageChecklist({ legend, packages, chosen, empty, onChange, error, disabled }: PackageChecklistProps) {
  const toggle = (id: string, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((x) => x !== id));
  return (
    <fieldset className="flex flex-col gap-2 sm:col-span-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">{legend}</legend>
      {packages.length === 0 ? (
        <p className="text-sm text-slate-500">{empty}</p>
      ) : (
        <ul className="grid gap-1 sm:grid-cols-2">
          {packages.map((p) => (
            <li key={p.id}>
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" checked={chosen.includes(p.id)} onChange={(e) => toggle(p.id, e.target.checked)} disabled={disabled} />
                <span>
                  {p.name} <span className="font-mono text-xs text-slate-500">{p.code}</span>
                  {p.status !== 'active' && <span className="text-xs text-slate-500"> ({p.status})</span>}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && <p className="text-sm text-red-600">{error}</p>}
    </fieldset>
  );
}
