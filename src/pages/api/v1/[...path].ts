/**
 * Mounts the backend at /api/v1 (DESIGN.md): the embedded app in-process, or a proxy to API_URL.
 */
import type { APIRoute } from 'astro';
import { handleApiRequest } from '~/server/gateway';
import { currentRequest } from '~/server/request-context';

export const prerender = false;

// The client's address as the server found it (issue 24 §1); Astro's own under `astro dev`.
export const ALL: APIRoute = (context) => handleApiRequest(context.request, currentRequest()?.clientAddress ?? context.clientAddress);
