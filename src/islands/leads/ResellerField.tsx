/**
 * The conversion dialog's reseller choice (issue 14 §1): a select of the active resellers the
 * dialog loaded. With more than FILTER_RESELLERS_MAX of them (a select of 100,000 would weigh
 * megabytes), a search field above it asks the server for those whose name holds the text
 * (GET /leads/convert-options?reseller_q=); the chosen reseller stays offered whatever the search.
 */
import { useEffect, useId, useState } from 'react';
import { browserHttp, sessionEnded } from '~/lib/api/browser';
import { describeFailure } from '~/lib/api/failure';
import { customersApi } from '~/lib/customers/api';
import { FILTER_RESELLERS_MAX, type NamedOption } from '~/lib/customers/model';
import { SEARCH_MAX } from '~/lib/schemas/fields';
import { SelectField } from '~/islands/forms/SelectField';

/** Typing pauses this long (ms) before the search is sent, so a name typed fast is one request. */
const SEARCH_DELAY_MS = 300;

export interface ResellerFieldProps {
  /** The resellers loaded with the dialog, and whether more exist. */
  initial: { resellers: NamedOption[]; more: boolean };
  value: string;
  onChange: (id: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}

export function ResellerField({ initial, value, onChange, error, disabled = false }: ResellerFieldProps) {
  const searchId = useId();
  const [query, setQuery] = useState<string | undefined>();
  const [found, setFound] = useState(initial);
  const [chosen, setChosen] = useState<NamedOption | undefined>();
  const [searching, setSearching] = useState(false);
  const [failed, setFailed] = useState('');

  useEffect(() => {
    // Nothing typed yet: the dialog's own list stands.
    if (query === undefined) return;
    let current = true;
    const timer = setTimeout(() => {
      setSearching(true);
      customersApi(browserHttp)
        .conversionOptions(query.trim())
        .then(({ data }) => {
          if (!current) return;
          setFound({ resellers: data.resellers, more: data.moreResellers });
          setFailed('');
        })
        .catch((e: unknown) => {
          if (current) setFailed(describeFailure(e, 'Failed to search the resellers', undefined, sessionEnded()).message);
        })
        .finally(() => current && setSearching(false));
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);

  const offered = chosen && !found.resellers.some((r) => r.id === chosen.id) ? [chosen, ...found.resellers] : found.resellers;
  const hint = failed
    ? undefined
    : found.more
      ? `The first ${FILTER_RESELLERS_MAX} by name; type more of a name to find others.`
      : query?.trim() && found.resellers.length === 0
        ? `No active reseller's name holds “${query.trim()}”.`
        : undefined;

  return (
    <div className="flex flex-col gap-2">
      {initial.more && (
        <label htmlFor={searchId} className="flex flex-col gap-1">
          <span className="text-sm font-medium text-slate-700">Find a reseller</span>
          <input
            id={searchId}
            type="search"
            value={query ?? ''}
            maxLength={SEARCH_MAX}
            placeholder="Part of the company name"
            onChange={(e) => setQuery(e.target.value)}
            disabled={disabled}
            className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
        </label>
      )}
      <SelectField
        label="Reseller"
        name="resellerId"
        value={value}
        onChange={(id) => {
          setChosen(offered.find((r) => r.id === id));
          onChange(id);
        }}
        placeholder="None (direct customer)"
        options={offered.map((r) => ({ value: r.id, label: r.name }))}
        error={error ?? (failed || undefined)}
        hint={searching ? 'Searching…' : hint}
        busy={searching}
        disabled={disabled}
      />
    </div>
  );
}
