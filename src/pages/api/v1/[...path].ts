/**
 * Mounts the backend at /api/v1 (DESIGN.md): the embedded app in-process, or a proxy to API_URL.
 */
import type { APIRoute } from 'astro';
import { handleApiRequest } from '~/server/gateway';

export const prerender = false;

export const ALL: APIRoute = ({ request, clientAddress }) => handleApiRequest(request, clientAddress);
