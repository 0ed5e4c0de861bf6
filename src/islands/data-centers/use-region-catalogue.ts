/**
 * What a region offers to a new instance (issue 4 point 6): its availability zones, blueprints and
 * bundles, each loaded when a region is chosen, each with its own busy and error state (the error
 * is the server's message or the spec §8 fallback 'Failed to start instance'). Answers are kept
 * per region, so going back to a region does not ask again; an answer for a region no longer
 * chosen is dropped.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { browserHttp } from '~/lib/api/browser';
import { dataCentersApi } from '~/lib/data-centers/api';
import { describeFailure } from '~/lib/api/failure';
import { ApiError } from '~/lib/api/http';
import type { AvailabilityZone, Blueprint, Bundle } from '~/lib/data-centers/model';
import { FALLBACK } from '~/lib/messages';
import { isRegion } from '~/lib/data-centers/regions';

/** One list's loading state. */
export type Load<T> = { status: 'idle' } | { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; items: T[] };

export interface Catalogue {
  zones: Load<AvailabilityZone>;
  blueprints: Load<Blueprint>;
  bundles: Load<Bundle>;
}

export type CatalogueKind = keyof Catalogue;

const IDLE: Catalogue = { zones: { status: 'idle' }, blueprints: { status: 'idle' }, bundles: { status: 'idle' } };
const KINDS: readonly CatalogueKind[] = ['zones', 'blueprints', 'bundles'];

function fetchList(kind: CatalogueKind, region: string) {
  if (!isRegion(region)) return Promise.reject(new ApiError(400, FALLBACK.startInstance));
  const api = dataCentersApi(browserHttp);
  const body = { region };
  if (kind === 'zones') return api.availabilityZones(body);
  if (kind === 'blueprints') return api.blueprints(body);
  return api.bundles(body);
}

/** The catalogue of `region` ('' for none yet) and `retry(kind)` for a list that failed. */
export function useRegionCatalogue(region: string): Catalogue & { retry: (kind: CatalogueKind) => void } {
  const [catalogue, setCatalogue] = useState<Catalogue>(IDLE);
  const current = useRef(region);
  const cache = useRef(new Map<string, Catalogue>());
  current.current = region;

  const load = useCallback((kind: CatalogueKind, forRegion: string) => {
    const put = (state: Catalogue[CatalogueKind]) => {
      const cached = { ...(cache.current.get(forRegion) ?? IDLE), [kind]: state };
      cache.current.set(forRegion, cached);
      if (current.current === forRegion) setCatalogue(cached);
    };
    put({ status: 'loading' });
    fetchList(kind, forRegion)
      .then(({ data }) => put({ status: 'ready', items: data as never[] }))
      .catch((error: unknown) => put({ status: 'error', message: describeFailure(error, FALLBACK.startInstance).message }));
  }, []);

  useEffect(() => {
    if (!region) return setCatalogue(IDLE);
    const cached = cache.current.get(region);
    if (cached) setCatalogue(cached);
    for (const kind of KINDS) {
      const state = cached?.[kind];
      if (!state || state.status === 'error' || state.status === 'idle') load(kind, region);
    }
  }, [region, load]);

  return { ...catalogue, retry: (kind) => load(kind, region) };
}
